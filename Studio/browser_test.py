#!/usr/bin/env python3
"""MotionCurves Studio in a real browser (`make studio-test`).

Starts the studio server on a free loopback port, loads the page in headless Chromium (Debian's,
driven by Playwright through executable_path), drags a Bézier handle, picks and types curves,
types a spring, switches its regime, lays out keyframes, a path, colours and transforms, and
checks that every plotted point (the numbers on each SVG path's data-x/data-y) is the `motioncurves`
CLI's value at that input, that the displayed numbers and every export equal what the CLI prints
for the same input (each page's own command line is run), that the CSS rules paste back as the
same curve, the Swift snippets aside (Studio/Tests compiles them). Then: the preview's transport,
A/B and the ghost, state in the URL, reduced motion, the latency from an input to the updated
page over 60+ inputs (printed; the 95th percentile must be within 100 ms), and each tab at 390,
1024 and 1440 px wide with axe-core's report. Fails on any JavaScript exception or console error
(a failed request included). Saves screenshots to Notebooks/figures/studio-*.png. Exits non-zero
on any mismatch.

usage: browser_test.py --server BIN --cli BIN [--chromium /usr/bin/chromium] [--figures DIR]
"""

import argparse
import csv
import io
import math
import os
import re
import shlex
import subprocess
import sys
import tempfile
import time

from axe_playwright_python.sync_playwright import Axe
from playwright.sync_api import sync_playwright

failures = []
passes = 0


def check(name, ok, detail=""):
    global passes
    if ok:
        passes += 1
        print(f"ok    {name}")
    else:
        failures.append(name)
        print(f"FAIL  {name}: {detail}")


def cli(*args):
    run = subprocess.run([CLI, *args], capture_output=True, text=True, timeout=120)
    if run.returncode != 0:
        raise RuntimeError(f"motioncurves {' '.join(args)} failed: {run.stderr.strip()}")
    return run.stdout


def rows_of(csv_text):
    reader = csv.reader(io.StringIO(csv_text))
    header = next(reader)
    return header, [[float(v) if v != "" else math.inf for v in row] for row in reader]


def same(a, b):
    """Equal as doubles; non-finite equal to non-finite (an infinite slope at a vertical tangent is
    `inf` on the CLI's stdout, an empty cell in `tables` files, null in the API's JSON)."""
    return (not math.isfinite(a) and not math.isfinite(b)) or a == b


def same_table(csv_a, csv_b):
    (ha, ra), (hb, rb) = rows_of(csv_a), rows_of(csv_b)
    return ha == hb and len(ra) == len(rb) and all(len(x) == len(y) and all(map(same, x, y)) for x, y in zip(ra, rb))


def plotted(page, element_id):
    """The numbers a plotted SVG path was drawn from (x, y, and t for a plane plot), and its
    number of vertices."""
    info = page.evaluate(
        """id => { const p = document.getElementById(id);
                   return { x: p.dataset.x, y: p.dataset.y, t: p.dataset.t || "", d: p.getAttribute('d') }; }""", element_id)
    xs = [float(v) for v in info["x"].split()]
    ys = [float(v) for v in info["y"].split()]
    ts = [float(v) for v in info["t"].split()]
    vertices = len(re.findall(r"[ML]", info["d"]))
    return xs, ys, ts, vertices


def at_file(values):
    handle = tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False)
    handle.write("".join(repr(v) + "\n" for v in values))
    handle.close()
    return handle.name


def compare_plot(name, page, element_id, command, y_col, x_col=0, plane=False):
    """Every plotted point is the CLI's value at that input (`command` + --at), the plot has at
    least 100 points whatever the export's sample count, and the path goes through each one."""
    xs, ys, ts, vertices = plotted(page, element_id)
    inputs = ts if plane else xs
    _, want = rows_of(cli(*command, "--at", at_file(inputs)))
    want_x = [r[x_col] for r in want]
    want_y = [r[y_col] for r in want]
    ok = len(xs) == len(want) and all(map(same, xs, want_x)) and all(map(same, ys, want_y))
    first = next((i for i, (a, b, c, d) in enumerate(zip(xs, want_x, ys, want_y)) if not (same(a, b) and same(c, d))), None)
    check(f"{name}: each of the {len(xs)} plotted points is the CLI's value there", ok and len(xs) >= 100,
          f"{len(xs)} plotted, {len(want)} from the CLI; first difference at {first}")
    finite = sum(1 for y in ys if not math.isnan(y))
    check(f"{name}: path drawn through every finite point", vertices == finite, f"{vertices} vertices, {finite} points")
    return xs, ys


def run_cli_export(page, panel):
    """Runs the page's own command line (its first line) and returns what it prints."""
    line = export(page, panel, "cli").strip().splitlines()[0]
    args = shlex.split(line)
    assert args[0] == "motioncurves", line
    return cli(*args[1:])


def text(page, selector):
    return page.locator(selector).inner_text().strip()


def export(page, panel, key):
    return page.locator(f"#{panel}-export-{key}").text_content()


def wait_ready(page, panel, timeout=20000):
    """Waits for the panel's pending update (the input's run of the panel's scheduler, then the
    API) to finish."""
    page.wait_for_timeout(400)
    page.wait_for_function(
        f"() => document.body.dataset.{panel}State === 'ready' || document.body.dataset.{panel}State === 'error'", timeout=timeout)
    page.wait_for_timeout(150)


def spec_table(spec_text, file_name):
    """Runs `motioncurves tables --spec` on an exported spec and returns the CSV it wrote."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "spec.json")
        with open(path, "w") as f:
            f.write(spec_text)
        cli("tables", "--spec", path, "--output", tmp)
        with open(os.path.join(tmp, file_name)) as f:
            return f.read()


def start_server(binary):
    server = subprocess.Popen([binary, "--port", "0"], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True)
    deadline = time.time() + 60
    while time.time() < deadline:
        line = server.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:\d+/", line or "")
        if match:
            return server, match.group(0)
        if server.poll() is not None:
            break
    server.kill()
    raise RuntimeError("the studio server did not print its URL")


def test_easing(page, figures):
    wait_ready(page, "easing")
    # Drag the first handle to a new place, and the second past the right edge (x clamps to 1).
    # The second drag pauses between moves, as a hand does: the answers that arrive meanwhile
    # redraw the plot, and the drag must go on (it once stopped at the first redraw).
    for handle, dx, dy, pause in (("#h1", 120, 140, 0), ("#h2", 400, -60, 150)):
        box = page.locator(handle).bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        for i in range(1, 11):
            page.mouse.move(x + dx * i / 10, y + dy * i / 10)
            if pause:
                page.wait_for_timeout(pause)
        page.mouse.up()
        wait_ready(page, "easing")
    p = [page.input_value(f"#bz-{k}") for k in ("x1", "y1", "x2", "y2")]
    values = [float(v) for v in p]
    check("drag: handle 1 moved", values[0] != 0.25 and values[1] != 0.1, str(values))
    check("drag: x2 clamped to 1 past the edge", values[2] == 1, str(values))
    check("drag: the CSS text field shows the dragged curve and no named curve is selected",
          page.input_value("#easing-text") == text(page, "#easing-css") and page.input_value("#easing-named") == "",
          f"{page.input_value('#easing-text')} / {page.input_value('#easing-named')}")
    args = [repr(v) for v in values]
    want = cli("bezier", *args, "--samples", "101")
    _, want_rows = rows_of(want)
    compare_plot("bezier curve", page, "easing-curve", ["bezier", *args], 1)
    compare_plot("bezier slope", page, "easing-slope-curve", ["bezier", *args], 2)
    check("bezier: the page's command line prints the CSV export", run_cli_export(page, "easing") == export(page, "easing", "csv"), export(page, "easing", "cli"))
    check("bezier: CSV export = motioncurves bezier", export(page, "easing", "csv") == want, "CSV differs")
    css = export(page, "easing", "css")
    check("bezier: CSS export is cubic-bezier() of the handles", css.startswith("cubic-bezier(") and text(page, "#easing-css") == css, css)
    check("bezier: CSS text reads back as the same curve (motioncurves easing)", cli("easing", css, "--samples", "101") == want, css)
    linear = export(page, "easing", "linear")
    check("bezier: linear() export = motioncurves css-linear", linear.strip() == cli("css-linear", css).strip(), linear[:80])
    # The guarantee: |linear() − curve| ≤ 0.001, on a fine grid by the CLI's own evaluation.
    _, fine = rows_of(cli("bezier", *args, "--samples", "4001"))
    _, approx = rows_of(cli("easing", linear.strip(), "--samples", "4001"))
    worst = max(abs(a[1] - b[1]) for a, b in zip(fine, approx))
    note = page.locator("#easing-export-linear-note").text_content()
    stated = float(re.search(r"max error ([0-9.e-]+)", note).group(1))
    check("bezier: linear() within its stated max error ≤ 0.001", worst <= stated + 1e-12 and stated <= 0.001, f"grid {worst}, stated {stated}")
    check("bezier: vertical tangent at x = 1 (slope non-finite) is in the table", not math.isfinite(want_rows[-1][2]) or values[3] == 1, str(want_rows[-1]))
    check("bezier: JSON spec through motioncurves tables = CSV export", same_table(spec_table(export(page, "easing", "spec"), "easing.csv"), want), "spec table differs")
    swift = export(page, "easing", "swift")
    check("bezier: Swift snippet builds the same curve", f"CubicBezier({', '.join(p_ for p_ in [format_swift(v) for v in values])})" in swift, swift)
    page.screenshot(path=os.path.join(figures, "studio-easing.png"), full_page=True)

    # A named curve (Penner), then typed CSS text.
    page.select_option("#easing-named", "easeOutBack")
    wait_ready(page, "easing")
    want = cli("easing", "easeOutBack", "--samples", "101")
    compare_plot("named easeOutBack", page, "easing-curve", ["easing", "easeOutBack"], 1)
    check("named: CSV export = motioncurves easing easeOutBack", export(page, "easing", "csv") == want, "")
    check("named: easeOutBack is exported as its exact cubic-bezier()",
          export(page, "easing", "css") == cli("easing", "easeOutBack", "--css", "--exact").strip(), export(page, "easing", "css"))
    check("named: linear() = motioncurves css-linear easeOutBack",
          export(page, "easing", "linear").strip() == cli("css-linear", "easeOutBack").strip(), "")
    page.select_option("#easing-named", "easeOutBounce")
    wait_ready(page, "easing")
    check("named: a curve that is not a Bézier blanks and disables the Bézier fields",
          all(page.input_value(f"#bz-{k}") == "" and page.is_disabled(f"#bz-{k}") for k in ("x1", "y1", "x2", "y2")),
          str([page.input_value(f"#bz-{k}") for k in ("x1", "y1", "x2", "y2")]))
    page.fill("#easing-text", "cubic-bezier(0.3, -0.4, 0.6, 1.4)")
    page.press("#easing-text", "Enter")
    wait_ready(page, "easing")
    compare_plot("typed cubic-bezier()", page, "easing-curve", ["easing", "cubic-bezier(0.3, -0.4, 0.6, 1.4)"], 1)
    check("typed: handles follow the text", [page.input_value(f"#bz-{k}") for k in ("x1", "y1", "x2", "y2")] == ["0.3", "-0.4", "0.6", "1.4"], "")
    test_keyboard(page)
    # Copy: the button says so, and the clipboard holds the export's text.
    page.click("#easing-exports .export:has(#easing-export-css) button:has-text('Copy')")
    button = page.locator("#easing-exports .export:has(#easing-export-css) .export-head button").first
    # The label changes once the clipboard write resolves (asynchronously), for 1.5 s.
    try:
        page.wait_for_function("b => b.textContent !== 'Copy'", arg=button.element_handle(), timeout=1000)
    except Exception:
        pass
    said = button.text_content()
    pasted = page.evaluate("navigator.clipboard.readText()")
    check("copy: the button says Copied and the clipboard holds the CSS export", said == "Copied" and pasted == export(page, "easing", "css"),
          f"{said!r}, {pasted!r}")
    page.screenshot(path=os.path.join(figures, "studio-easing-typed.png"), full_page=True)

    # Bad input: the API's message is shown.
    page.fill("#easing-text", "cubic-bezier(1.5, 0, 0, 1)")
    page.press("#easing-text", "Enter")
    wait_ready(page, "easing")
    err = text(page, "#easing-error")
    check("bad CSS text: the API's message is shown", "1.5" in err or "[0, 1]" in err, err)
    test_stale_while_error(page, "easing")
    page.screenshot(path=os.path.join(figures, "studio-easing-error.png"), full_page=True)
    page.fill("#easing-text", "steps(4)")
    page.press("#easing-text", "Enter")
    wait_ready(page, "easing")
    check("steps(4): the table is the CLI's and linear() is its exact stops",
          export(page, "easing", "csv") == cli("easing", "steps(4)", "--samples", "101")
          and export(page, "easing", "linear").strip() == cli("css-linear", "steps(4)").strip(), text(page, "#easing-error"))
    xs, ys = compare_plot("steps(4)", page, "easing-curve", ["easing", "steps(4)"], 1)
    vertical = [j for j in (0.25, 0.5, 0.75) if any(b - a <= 1e-5 and a <= j <= b + 1e-5 and y2 - y1 >= 0.25 - 1e-12
                                                   for a, b, y1, y2 in zip(xs, xs[1:], ys, ys[1:]))]
    check("steps(4): each jump is drawn vertical (its two points within 1e-5 in x)", vertical == [0.25, 0.5, 0.75], str(vertical))
    check("steps(4): the Bézier fields are blank and disabled",
          all(page.input_value(f"#bz-{k}") == "" and page.is_disabled(f"#bz-{k}") for k in ("x1", "y1", "x2", "y2")), "")
    page.fill("#easing-text", "steps(4, jump-both)")
    page.press("#easing-text", "Enter")
    wait_ready(page, "easing")
    check("steps(4, jump-both) is a curve, not an error", text(page, "#easing-error") == ""
          and export(page, "easing", "csv") == cli("easing", "steps(4, jump-both)", "--samples", "101"), text(page, "#easing-error"))
    # The plot is drawn for the screen, not from the export's samples: 2 samples change the table only.
    page.select_option("#easing-named", "easeOutBounce")
    page.fill("#easing-samples", "2")
    wait_ready(page, "easing")
    xs, ys = compare_plot("easeOutBounce at samples = 2", page, "easing-curve", ["easing", "easeOutBounce"], 1)
    peaks = [max((y for x, y in zip(xs, ys) if abs(x - peak) < 0.02), default=0) for peak in (1 / 2.75, 2 / 2.75, 2.5 / 2.75)]
    check("easeOutBounce: the CSV has 2 rows and the plot reaches its three peaks at 1 (within 1e-4)",
          len(rows_of(export(page, "easing", "csv"))[1]) == 2 and all(p >= 1 - 1e-4 for p in peaks), str(peaks))
    page.fill("#easing-samples", "101")
    page.select_option("#easing-named", "material-emphasized")
    wait_ready(page, "easing")
    described = text(page, "#easing-description")
    debug = re.search(r".{0,30}(PathEasing\(|SIMD2<|segments: \[|Keyframes\.Path).{0,30}", page.inner_text("#panel-easing"))
    check("material-emphasized: no debug text on the page", debug is None, debug.group(0) if debug else described)


def test_keyboard(page):
    """A curve edited with the keyboard alone: a handle takes focus, arrows move it by 0.01 (Shift:
    0.1) and it keeps the focus through the redraw; the tabs follow the ARIA tabs pattern."""
    page.focus("#h1")
    page.keyboard.press("ArrowRight")
    wait_ready(page, "easing")
    page.keyboard.press("Shift+ArrowUp")
    wait_ready(page, "easing")
    fields = [page.input_value(f"#bz-{k}") for k in ("x1", "y1", "x2", "y2")]
    check("keyboard: arrows move handle 1 (x1 + 0.01, y1 + 0.1)", fields == ["0.31", "-0.3", "0.6", "1.4"], str(fields))
    check("keyboard: the handle keeps the focus through the redraw", page.evaluate("document.activeElement.id") == "h1",
          page.evaluate("document.activeElement.id"))
    check("keyboard: the table is the CLI's for the new control points",
          export(page, "easing", "csv") == cli("bezier", "0.31", "-0.3", "0.6", "1.4", "--samples", "101"), "")
    page.focus("#tab-easing")
    page.keyboard.press("ArrowRight")
    selected = page.evaluate("""() => [document.activeElement.id, document.getElementById('tab-spring').getAttribute('aria-selected'),
        document.getElementById('panel-spring').classList.contains('active'), document.getElementById('tab-easing').tabIndex]""")
    check("keyboard: ArrowRight on the tabs selects and focuses Spring", selected == ["tab-spring", "true", True, -1], str(selected))
    page.keyboard.press("ArrowLeft")
    check("keyboard: ArrowLeft returns to the easing tab",
          page.evaluate("document.getElementById('panel-easing').classList.contains('active')"), "")


def format_swift(v):
    """The shortest round-trip text as Swift prints a Double."""
    r = repr(float(v))
    return r


def test_spring(page, figures):
    page.click("#tabs button[data-tab=spring]")
    page.select_option("#spring-form", "db")
    wait_ready(page, "spring")
    page.fill("#sp-duration", "0.6")
    page.fill("#sp-bounce", "0.4")
    wait_ready(page, "spring")
    m, k, c = page.get_attribute("#sp-mkc", "data-value").split(",")
    spring = ["--mass", m, "--stiffness", k, "--damping", c]
    check("spring: regime shown", text(page, "#sp-regime") == "underdamped", text(page, "#sp-regime"))
    settle = cli("settling-duration", *spring).strip()
    shown = page.get_attribute("#sp-settling", "data-value")
    check("spring: exact settling time = motioncurves settling-duration", float(shown) == float(settle), f"{shown} vs {settle}")
    check("spring: the settling time is shown rounded to 4 digits, in full in its tooltip",
          text(page, "#sp-settling") == str(float(f"{float(settle):.4g}")) and page.get_attribute("#sp-settling", "title") == shown,
          f"{text(page, '#sp-settling')!r}")
    ca = cli("settling-duration", *spring, "--apple").strip()
    check("spring: CA settlingDuration = motioncurves settling-duration --apple", float(page.get_attribute("#sp-ca", "data-value")) == float(ca), f"{text(page, '#sp-ca')} vs {ca}")
    want = cli("spring", *spring)
    compare_plot("spring motion", page, "spring-curve", ["spring", *spring], 1)
    check("spring: the page's command line prints the CSV export", run_cli_export(page, "spring") == export(page, "spring", "csv"), export(page, "spring", "cli"))
    labels = page.evaluate("""() => [...document.querySelectorAll('#spring-plot .marker-label, #spring-plot .axes text')].map(t => {
        const r = t.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom, t.textContent]; })""")
    overlaps = [(a[4], b[4]) for i, a in enumerate(labels) for b in labels[i + 1:]
                if a[0] < b[2] - 0.5 and b[0] < a[2] - 0.5 and a[1] < b[3] - 0.5 and b[1] < a[3] - 0.5]
    check("spring: no label of the plot overlaps another", not overlaps, str(overlaps[:3]))
    check("spring: CSV export = motioncurves spring", export(page, "spring", "csv") == want, "")
    check("spring: linear() export = motioncurves css-linear spring(0.6, 0.4)",
          export(page, "spring", "linear").strip() == cli("css-linear", "spring(0.6, 0.4)").strip(), export(page, "spring", "linear")[:80])
    check("spring: JSON spec through motioncurves tables = CSV export", same_table(spec_table(export(page, "spring", "spec"), "spring.csv"), want), "")
    check("spring: Swift snippet", "Spring(duration: 0.6, bounce: 0.4" in export(page, "spring", "swift"), export(page, "spring", "swift"))
    page.screenshot(path=os.path.join(figures, "studio-spring.png"), full_page=True)
    set_range(page, "#sp-bounce-range", page.get_attribute("#sp-bounce-range", "min"))
    wait_ready(page, "spring")
    check("spring: the bounce slider's minimum is a valid spring", text(page, "#spring-error") == "" and text(page, "#sp-regime") == "overdamped", text(page, "#spring-error"))
    page.fill("#sp-bounce", "0.4")
    wait_ready(page, "spring")

    # Switch to mass/stiffness/damping and push the damping past critical: the regime changes live.
    before = text(page, "#sp-mkc")
    page.select_option("#spring-form", "mkc")
    wait_ready(page, "spring")
    check("spring: switching the form keeps the spring", text(page, "#sp-mkc") == before, f"{text(page, '#sp-mkc')} vs {before}")
    # Core Animation's CASpringAnimation runs damping above critical as given: no clamp by default.
    page.fill("#sp-damping", "40")
    wait_ready(page, "spring")
    m, k, c = page.get_attribute("#sp-mkc", "data-value").split(",")
    spring = ["--mass", m, "--stiffness", k, "--damping", c]
    check("spring: regime switches to overdamped", text(page, "#sp-regime") == "overdamped", text(page, "#sp-regime"))
    check("spring: Core Animation's damping is not clamped", text(page, "#sp-clamped") == "no", text(page, "#sp-clamped"))
    compare_plot("overdamped spring", page, "spring-curve", ["spring", *spring], 1)
    check("overdamped: settling time = CLI", float(page.get_attribute("#sp-settling", "data-value")) == float(cli("settling-duration", *spring)), "")
    page.screenshot(path=os.path.join(figures, "studio-spring-overdamped.png"), full_page=True)
    # SwiftUI's Spring clamps it to critical, and the page says so; the CLI's --swiftui agrees.
    page.check("#sp-clamp")
    wait_ready(page, "spring")
    check("spring: SwiftUI's clamp makes it critical", text(page, "#sp-regime") == "criticallyDamped", text(page, "#sp-regime"))
    check("spring: the clamp is shown", text(page, "#sp-clamped").startswith("yes: 40"), text(page, "#sp-clamped"))
    clamped = cli("spring", *spring, "--swiftui")
    check("spring: clamped CSV export = motioncurves spring --swiftui", export(page, "spring", "csv") == clamped, "")
    page.uncheck("#sp-clamp")
    wait_ready(page, "spring")
    page.fill("#sp-damping", "0")
    wait_ready(page, "spring")
    message = text(page, "#spring-error")
    check("spring: an undamped spring asks for damping, not for a duration the page does not have",
          "damping" in message and "duration" not in message, message)
    page.fill("#sp-damping", "40")
    wait_ready(page, "spring")
    page.fill("#sp-stiffness", "-5")
    wait_ready(page, "spring")
    check("spring: negative stiffness refused with a message", "stiffness" in text(page, "#spring-error"), text(page, "#spring-error"))
    test_stale_while_error(page, "spring")
    # An empty or non-numeric field is named, never read as 0.
    for typed, words in [("", "empty"), ("-", "not a number")]:
        page.fill("#sp-stiffness", "")
        if typed:  # keys a number input cannot read: its value is "" with validity.badInput
            page.focus("#sp-stiffness")
            page.keyboard.type(typed)
        wait_ready(page, "spring")
        message = text(page, "#spring-error")
        check(f"spring: stiffness field '{typed}' says '{words}'", "stiffness" in message and words in message, message)
        test_stale_while_error(page, "spring")
    page.fill("#sp-stiffness", "100")
    wait_ready(page, "spring")
    check("spring: a good value clears the error and the out-of-date mark",
          text(page, "#spring-error") == "" and not page.evaluate("document.getElementById('spring-exports').inert")
          and "stale" not in (page.get_attribute("#spring-plot", "class") or ""), text(page, "#spring-error"))


def test_stale_while_error(page, panel):
    """While a panel shows an error its plot and exports are marked out of date, and no export can
    be copied (the export cards are inert)."""
    stale = page.evaluate(f"""() => {{
        const exports = document.getElementById('{panel}-exports');
        return exports.inert && exports.classList.contains('stale') && document.getElementById('{panel}-plot').classList.contains('stale')
            && getComputedStyle(exports, '::before').content.includes('Out of date');
    }}""")
    check(f"{panel}: plot and exports marked out of date while the error shows", stale, text(page, f"#{panel}-error"))


def test_spring_toolkits(page, figures):
    """Other toolkits' spring parameters: each form's table is the CLI's for the same parameters."""
    page.click("#tabs button[data-tab=spring]")
    for form, fills, args, swift in [
        ("origami", [("#sp-origami-tension", "40"), ("#sp-origami-friction", "7")], ["--origami-tension", "40", "--origami-friction", "7"], "Spring(origamiTension: 40.0, origamiFriction: 7.0)"),
        ("pop", [("#sp-bounciness", "8"), ("#sp-speed", "12")], ["--bounciness", "8", "--speed", "12"], "Spring(bounciness: 8.0, speed: 12.0)"),
        ("kz", [("#sp-kz-stiffness", "380"), ("#sp-kz-ratio", "0.8")], ["--stiffness", "380", "--damping-ratio", "0.8"], "Spring(stiffness: 380.0, dampingRatio: 0.8)"),
        ("motion", [("#sp-motion-duration", "0.8"), ("#sp-motion-bounce", "0.25")], ["--motion-duration", "0.8", "--bounce", "0.25"], "Spring(motionDuration: 0.8, bounce: 0.25)"),
        ("visual", [("#sp-visual-duration", "0.5"), ("#sp-visual-bounce", "0.25")], ["--visual-duration", "0.5", "--bounce", "0.25"], "Spring(visualDuration: 0.5, bounce: 0.25)"),
    ]:
        page.select_option("#spring-form", form)
        wait_ready(page, "spring")
        for selector, value in fills:
            page.fill(selector, value)
        wait_ready(page, "spring")
        check(f"spring ({form}): CSV export = motioncurves spring {' '.join(args)}", export(page, "spring", "csv") == cli("spring", *args), text(page, "#spring-error"))
        check(f"spring ({form}): Swift snippet", swift in export(page, "spring", "swift"), export(page, "spring", "swift")[:120])
    # Switching from bounciness/speed to Origami carries the spring over (POP's inverse, to rounding).
    before = [float(v) for v in page.get_attribute("#sp-mkc", "data-value").split(",")]
    page.select_option("#spring-form", "pop")
    wait_ready(page, "spring")
    page.select_option("#spring-form", "origami")
    wait_ready(page, "spring")
    after = [float(v) for v in page.get_attribute("#sp-mkc", "data-value").split(",")]
    check("spring: switching between toolkit forms keeps the spring", all(abs(a - b) <= 1e-9 * abs(b) for a, b in zip(after, before)), f"{after} vs {before}")
    page.select_option("#spring-form", "preset")
    page.select_option("#sp-preset", "material-expressive-fast-spatial")
    wait_ready(page, "spring")
    check("spring (Material 3 token): CSV export = motioncurves spring --preset",
          export(page, "spring", "csv") == cli("spring", "--preset", "material-expressive-fast-spatial"), text(page, "#spring-error"))
    check("spring (Material 3 token): mass 1, stiffness 800", [float(v) for v in page.get_attribute("#sp-mkc", "data-value").split(",")][:2] == [1, 800], text(page, "#sp-mkc"))
    page.screenshot(path=os.path.join(figures, "studio-spring-material.png"), full_page=True)
    # The other toolkits' presets: SwiftUI's by name, Compose's by its constants.
    for preset, args in [("bouncy", ["--preset", "bouncy"]), ("snappy", ["--preset", "snappy"]), ("coreAnimationDefault", ["--preset", "default"]),
                         ("compose:0.5:400", ["--stiffness", "400", "--damping-ratio", "0.5"]), ("compose:1:1500", ["--stiffness", "1500", "--damping-ratio", "1"])]:
        page.select_option("#sp-preset", preset)
        wait_ready(page, "spring")
        check(f"spring preset {preset}: CSV export = motioncurves spring {' '.join(args)}", export(page, "spring", "csv") == cli("spring", *args), text(page, "#spring-error"))
    # Response and damping ratio 1.5 carried over to mass, stiffness and damping stays overdamped,
    # and no carried field holds binary noise (0.30000000000000004).
    page.select_option("#spring-form", "rz")
    wait_ready(page, "spring")
    page.fill("#sp-response", "0.4")
    page.fill("#sp-ratio", "1.5")
    wait_ready(page, "spring")
    page.select_option("#spring-form", "mkc")
    wait_ready(page, "spring")
    check("spring: ζ = 1.5 carried to mass/stiffness/damping stays overdamped (not clamped)",
          text(page, "#sp-regime") == "overdamped" and not page.is_checked("#sp-clamp") and abs(float(page.get_attribute("#sp-zeta", "data-value")) - 1.5) < 1e-9,
          f"{text(page, '#sp-regime')}, clamp {page.is_checked('#sp-clamp')}")
    noisy = page.evaluate("""() => [...document.querySelectorAll('#panel-spring input[type=number]')].map(i => i.value)
        .filter(v => v.replace(/^-/, '').replace('.', '').replace(/^0+/, '').replace(/e.*$/, '').length > 12)""")
    check("spring: no field holds more than 12 significant digits", not noisy, str(noisy))
    page.select_option("#spring-form", "motion")
    wait_ready(page, "spring")
    page.fill("#sp-motion-duration", "0")
    wait_ready(page, "spring")
    check("spring (Motion): duration 0 refused with a message", "motionDuration" in text(page, "#spring-error"), text(page, "#spring-error"))
    page.fill("#sp-motion-duration", "0.8")
    wait_ready(page, "spring")
    page.select_option("#spring-form", "db")
    wait_ready(page, "spring")


def test_keyframes(page, figures):
    page.click("#tabs button[data-tab=keyframes]")
    wait_ready(page, "keyframes")
    values = page.input_value("#kf-values")
    want = cli("keyframes", "--values", values.replace(" ", ""), "--mode", "cubicPaced", "--samples", "121")
    compare_plot("keyframes cubicPaced (points)", page, "keyframes-curve", ["keyframes", "--values", values.replace(" ", ""), "--mode", "cubicPaced"], 2, x_col=1, plane=True)
    check("keyframes: the page's command line prints the CSV export", run_cli_export(page, "keyframes") == export(page, "keyframes", "csv"), export(page, "keyframes", "cli"))
    check("keyframes: CSV export = motioncurves keyframes", export(page, "keyframes", "csv") == want, "")
    check("keyframes: JSON spec through tables = CSV", same_table(spec_table(export(page, "keyframes", "spec"), "keyframes.csv"), want), "")
    page.screenshot(path=os.path.join(figures, "studio-keyframes.png"), full_page=True)
    page.fill("#kf-values", "310, 60, 120, 60, 310")
    page.fill("#kf-times", "0, 0.25, 0.5, 0.75, 1")
    page.select_option("#kf-mode", "cubic")
    page.fill("#kf-tension", "0, 0.5, -0.5, 0.5, 0")
    wait_ready(page, "keyframes")
    want = cli("keyframes", "--values", "310,60,120,60,310", "--key-times", "0,0.25,0.5,0.75,1", "--mode", "cubic",
               "--tension", "0,0.5,-0.5,0.5,0", "--samples", "121")
    compare_plot("keyframes cubic with tension", page, "keyframes-curve", ["keyframes", "--values", "310,60,120,60,310", "--key-times", "0,0.25,0.5,0.75,1", "--mode", "cubic",
               "--tension", "0,0.5,-0.5,0.5,0"], 1)
    check("keyframes (tension): CSV export = CLI", export(page, "keyframes", "csv") == want, "")
    page.screenshot(path=os.path.join(figures, "studio-keyframes-tension.png"), full_page=True)


def test_path(page, figures):
    page.click("#tabs button[data-tab=path]")
    wait_ready(page, "path")
    data = page.input_value("#path-data")
    want = cli("path", data, "--paced", "--samples", "121")
    compare_plot("path paced", page, "path-curve", ["path", data, "--paced"], 2, x_col=1, plane=True)
    check("path: CSV export = motioncurves path --paced", export(page, "path", "csv") == want, "")
    check("path: the page's command line prints the CSV export", run_cli_export(page, "path") == want, export(page, "path", "cli"))
    length = cli("path-length", data).strip().splitlines()[-1]
    check("path: length = motioncurves path-length", float(page.get_attribute("#path-length", "data-value")) == float(length.split(",")[-1]), f"{text(page, '#path-length')} vs {length}")
    page.screenshot(path=os.path.join(figures, "studio-path.png"), full_page=True)


def csv_texts(csv_text):
    """A CSV's header and rows as text (a colour's or transform's css column is text)."""
    reader = csv.reader(io.StringIO(csv_text))
    return next(reader), list(reader)


def test_color(page, figures):
    page.click("#tab-color")
    wait_ready(page, "color")
    page.fill("#co-from", "red")
    page.fill("#co-to", "blue")
    page.select_option("#co-space", "oklch")
    page.select_option("#co-hue", "longer")
    page.select_option("#co-gamut", "clip")
    page.fill("#co-samples", "9")
    wait_ready(page, "color")
    want = cli("keyframes", "--kind", "color", "--values", "red;blue", "--space", "oklch", "--hue", "longer", "--gamut", "clip",
               "--timing-function", "ease-in-out", "--samples", "9")
    check("colour: CSV export = motioncurves keyframes --kind color", export(page, "color", "csv") == want, export(page, "color", "csv")[:120])
    check("colour: the page's command line prints the CSV export", run_cli_export(page, "color") == want, export(page, "color", "cli"))
    header, rows = csv_texts(want)
    css = [row[header.index("css")] for row in rows]
    swatches = page.evaluate("[...document.querySelectorAll('#color-swatches .swatch')].map(s => s.dataset.css)")
    check("colour: one swatch per frame, each the library's colour", swatches == css, f"{swatches[:3]} vs {css[:3]}")
    strip = page.get_attribute("#color-plot", "data-colors").split(";")
    check("colour: the gradient strip has 65 of the library's colours, first and last the ends", len(strip) == 65 and strip[0] == css[0] and strip[-1] == css[-1], f"{len(strip)}")
    rule = export(page, "color", "css")
    stops = re.findall(r"([0-9.]+)% \{ background-color: ([^;]+); \}", rule)
    check("colour: the CSS rule has a stop per frame at i/(n-1), each the library's colour",
          [c for _, c in stops] == css and all(abs(float(pc) - 100 * i / 8) < 1e-4 for i, (pc, _) in enumerate(stops)), rule[:200])
    check("colour: the rule's animation runs linear over the preview's duration", re.search(r"animation: motioncurves-color 1s linear both;", rule) is not None, rule[-80:])
    page.screenshot(path=os.path.join(figures, "studio-color.png"), full_page=True)
    page.fill("#co-to", "bluish")
    wait_ready(page, "color")
    check("colour: a colour that is not CSS is refused, naming the field", text(page, "#color-error").startswith("to:"), text(page, "#color-error"))
    test_stale_while_error(page, "color")
    page.fill("#co-to", "blue")
    wait_ready(page, "color")


def test_transform(page, figures):
    page.click("#tab-transform")
    wait_ready(page, "transform")
    page.fill("#tf-to", "rotate(90deg) scale(2) translate(30px, 10px)")
    page.select_option("#tf-matrix2D", "skew")
    page.fill("#tf-samples", "5")
    wait_ready(page, "transform")
    want = cli("keyframes", "--kind", "transform", "--values", "none;rotate(90deg) scale(2) translate(30px, 10px)", "--matrix-2d", "skew",
               "--timing-function", "ease-in-out", "--samples", "5")
    check("transform: CSV export = motioncurves keyframes --kind transform", export(page, "transform", "csv") == want, export(page, "transform", "csv")[:120])
    check("transform: the page's command line prints the CSV export", run_cli_export(page, "transform") == want, export(page, "transform", "cli"))
    header, rows = csv_texts(want)
    drawn = page.evaluate("[...document.querySelectorAll('#transform-plot .frame-box')].map(b => [b.dataset.matrix, b.style.transform])")
    numbers = [[float(v) for v in m.split()] for m, _ in drawn]
    styled = [[float(v) for v in re.findall(r"-?[0-9.]+(?:e-?[0-9]+)?", t.removeprefix("matrix3d"))] for _, t in drawn]
    expected = [[float(v) for v in row[1:17]] for row in rows]
    # The style as the browser reads it back keeps 6 digits; the matrix itself is the library's.
    check("transform: one box per frame, drawn by the library's matrix", len(drawn) == 5 and numbers == expected and all(
        len(a) == 16 and all(abs(x - y) <= 1e-5 * max(1, abs(y)) for x, y in zip(a, b)) for a, b in zip(styled, expected)), str(drawn[:2]))
    rule = export(page, "transform", "css")
    stops = re.findall(r"% \{ transform: ([^;]+); \}", rule)
    check("transform: the CSS rule has the library's transform at each frame", stops == [row[header.index("css")] for row in rows], rule[:200])
    page.screenshot(path=os.path.join(figures, "studio-transform.png"), full_page=True)
    page.fill("#tf-to", "rotate(90)")
    wait_ready(page, "transform")
    check("transform: a transform that is not CSS is refused, naming the field", text(page, "#transform-error").startswith("to:"), text(page, "#transform-error"))
    test_stale_while_error(page, "transform")
    page.fill("#tf-to", "rotate(135deg) scale(1.5) translate(40px, 0)")
    wait_ready(page, "transform")


def parse_rules(css):
    """A pasted CSS rule read back: the animation's name, duration, easing and the @keyframes
    from/to declarations, or the transition's property, duration and easing."""
    animation = re.search(r"animation: (\S+) ([0-9.e+-]+)s (.+) both;", css)
    transition = re.search(r"transition: (\S+) ([0-9.e+-]+)s (.+);", css)
    ends = re.findall(r"(from|to) \{ ([a-z-]+): ([^;]+); \}", css)
    return animation.groups() if animation else None, transition.groups() if transition else None, ends


def set_range(page, selector, value):
    page.evaluate("([s, v]) => { const e = document.querySelector(s); e.value = v; e.dispatchEvent(new Event('input', {bubbles: true})); }", [selector, str(value)])


def test_preview(page, figures):
    """The preview's transport (play, pause, scrub), duration and property; the CSS rules pasted
    back through the library's parser; A/B and the ghost."""
    page.click("#tab-easing")
    page.select_option("#easing-named", "ease-in-out")
    wait_ready(page, "easing")
    page.fill("#easing-duration", "0.8")
    page.select_option("#easing-property", "opacity")
    page.wait_for_timeout(100)
    animation, _, ends = parse_rules(export(page, "easing", "animation"))
    _, transition, _ = parse_rules(export(page, "easing", "transition"))
    check("rules: the animation rule names the property, the duration and the exact easing",
          animation == ("motioncurves-easing", "0.8", "cubic-bezier(0.42, 0, 0.58, 1)") and ends == [("from", "opacity", "0"), ("to", "opacity", "1")],
          f"{animation} {ends}")
    check("rules: the transition rule too", transition == ("opacity", "0.8", "cubic-bezier(0.42, 0, 0.58, 1)"), str(transition))
    check("rules: the rule's easing read by the library is the page's curve",
          cli("easing", animation[2], "--samples", "101") == export(page, "easing", "csv"), animation[2])
    # Pause, then scrub to the middle: the box shows the curve's value there.
    if page.get_attribute("#easing-play", "aria-pressed") == "true":
        page.click("#easing-play")
    check("preview: Play/Pause toggles", page.get_attribute("#easing-play", "aria-pressed") == "false" and text(page, "#easing-play") == "Play", text(page, "#easing-play"))
    set_range(page, "#easing-scrub", 500)
    page.wait_for_timeout(100)
    shown = float(page.get_attribute("#easing-mover-a", "data-value"))
    exact = rows_of(cli("easing", "ease-in-out", "--at", at_file([0.5])))[1][0][1]
    check("preview: scrubbed to half the duration, the box is at the curve's value (within the plot's 1e-3)", abs(shown - exact) <= 1e-3, f"{shown} vs {exact}")
    before = page.get_attribute("#easing-mover-a", "data-value")
    page.wait_for_timeout(300)
    check("preview: paused, the box stays", page.get_attribute("#easing-mover-a", "data-value") == before, "")
    page.click("#easing-play")
    page.wait_for_timeout(300)
    check("preview: playing, the box moves", page.get_attribute("#easing-mover-a", "data-value") != before, "")
    # A/B and the ghost.
    a_curve = plotted(page, "easing-curve")[1]
    page.click("#easing-keep-b")
    page.select_option("#easing-named", "easeOutBack")
    wait_ready(page, "easing")
    check("A/B: B is the kept curve, drawn dashed beside the new one, its box on the stage",
          plotted(page, "easing-curve-b")[1] == a_curve and page.is_visible("#easing-mover-b") and "ease-in-out" in text(page, "#easing-b-label"), text(page, "#easing-b-label"))
    check("ghost: the curve before the change is drawn faint", plotted(page, "easing-ghost")[1] == a_curve, "")
    page.select_option("#easing-property", "translate")
    page.screenshot(path=os.path.join(figures, "studio-easing-ab.png"), full_page=True)
    page.click("#easing-clear-b")
    wait_ready(page, "easing")
    check("A/B: Clear B removes it", page.locator("#easing-curve-b").count() == 0 and not page.is_visible("#easing-mover-b"), "")
    check("preview: the running time is not a live region (it would be read out every frame)",
          page.evaluate("(() => { const t = document.getElementById('easing-time'); return t.tagName !== 'OUTPUT' && !t.getAttribute('aria-live') && t.getAttribute('role') === null; })()"), "")
    # Switching the spring's form right after an edit carries the edited spring, not the previous answer.
    page.click("#tab-spring")
    page.select_option("#spring-form", "db")
    wait_ready(page, "spring")
    page.fill("#sp-duration", "0.7")
    page.select_option("#spring-form", "rz")
    wait_ready(page, "spring")
    check("spring: a form switched during an update carries the edited spring", page.input_value("#sp-response") == "0.7",
          page.input_value("#sp-response"))
    page.select_option("#spring-form", "db")
    wait_ready(page, "spring")
    page.fill("#sp-duration", "0.5")
    wait_ready(page, "spring")
    # A spring that starts moving: the rule's keyframes run from 'from' to 'to' over the spring's
    # settling time, and its linear() is the CLI's with that velocity as progress per second.
    page.click("#tab-spring")
    page.select_option("#spring-form", "db")
    page.fill("#sp-duration", "0.6")
    page.fill("#sp-bounce", "0.4")
    page.fill("#sp-from", "0")
    page.fill("#sp-to", "300")
    page.fill("#sp-velocity", "600")
    wait_ready(page, "spring")
    animation, _, ends = parse_rules(export(page, "spring", "animation"))
    linear = cli("css-linear", "spring(0.6, 0.4)", "--initial-velocity", "2").strip()
    duration = float(re.search(r"animation-duration: ([0-9.]+)s", page.locator("#spring-export-linear-note").text_content()).group(1))
    check("rules: the spring's animation runs from 0px to 300px with the CLI's linear() for velocity 2/s",
          animation is not None and animation[2] == linear and ends == [("from", "translate", "0px"), ("to", "translate", "300px")]
          and abs(float(animation[1]) - duration) <= 1e-5 * duration, f"{animation and animation[:2]} {ends}")
    check("rules: the spring's linear() read by the library ends at exactly 1", rows_of(cli("easing", animation[2], "--samples", "2"))[1][-1][1] == 1.0, "")
    page.fill("#sp-to", "1")
    page.fill("#sp-velocity", "0")
    wait_ready(page, "spring")


def test_url_state(page, browser_context):
    """A link reproduces the page: the fields, the tab, the curve and the preview's settings."""
    page.click("#tab-easing")
    page.select_option("#easing-named", "easeOutBack")
    page.fill("#easing-duration", "0.7")
    page.select_option("#easing-property", "rotate")
    wait_ready(page, "easing")
    page.click("#tab-spring")
    page.select_option("#spring-form", "kz")
    page.fill("#sp-kz-stiffness", "600")
    page.fill("#sp-kz-ratio", "0.6")
    wait_ready(page, "spring")
    url = page.url
    other = browser_context.new_page()
    other.goto(url)
    for panel in ("easing", "spring"):
        wait_ready(other, panel)
    same_pages = [(panel, key) for panel in ("easing", "spring") for key in ("csv", "animation")
                  if export(page, panel, key) != export(other, panel, key)]
    fields = [f for f in ("#easing-duration", "#easing-property", "#spring-form", "#sp-kz-stiffness") if page.input_value(f) != other.input_value(f)]
    check("URL: a link opens the same tab, fields and exports", not same_pages and not fields
          and other.evaluate("document.getElementById('panel-spring').classList.contains('active')"), f"{url}: {same_pages} {fields}")
    # A link pasted into a tab already showing the Studio changes only the fragment.
    other.evaluate("location.hash = '#easing=easeInQuad&easing-duration=0.4'")
    wait_ready(other, "easing")
    check("URL: a new fragment in an open tab restores its state", other.input_value("#easing-text") == "easeInQuad"
          and other.input_value("#easing-duration") == "0.4" and export(other, "easing", "csv") == cli("easing", "easeInQuad", "--samples", "101"),
          other.input_value("#easing-text"))
    other.close()


def test_reduced_motion(browser, url):
    """With the system asking for reduced motion the previews start paused at their end and say so."""
    context = browser.new_context(reduced_motion="reduce")
    page = context.new_page()
    page.goto(url)
    wait_ready(page, "easing")
    first = page.get_attribute("#easing-mover-a", "data-value")
    page.wait_for_timeout(400)
    check("reduced motion: the preview is paused at its end and says why",
          text(page, "#easing-play") == "Play" and first == page.get_attribute("#easing-mover-a", "data-value") and float(first) == 1.0
          and "reduced motion" in text(page, "#easing-motion-note"), f"{text(page, '#easing-play')}, {first}")
    context.close()


def test_latency(page):
    """From an input (a key on a handle, a step of a drag, a keystroke in a spring field) to the
    page updated (plot and every export, then the next frame), over 60+ inputs."""
    page.click("#tab-easing")
    page.fill("#easing-text", "cubic-bezier(0.3, 0.1, 0.3, 1)")
    page.press("#easing-text", "Enter")
    wait_ready(page, "easing")
    page.evaluate("window.studioLatencies.length = 0")
    page.focus("#h1")
    for i in range(30):
        page.keyboard.press("ArrowUp" if i % 2 == 0 else "ArrowDown")
        page.wait_for_timeout(80)
    wait_ready(page, "easing")
    for i in range(4):
        box = page.locator("#h2").bounding_box()
        x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
        page.mouse.move(x, y)
        page.mouse.down()
        for j in range(1, 6):
            page.mouse.move(x - 4 * j * (1 if i % 2 == 0 else -1), y + 3 * j)
            page.wait_for_timeout(40)
        page.mouse.up()
        wait_ready(page, "easing")
    page.click("#tab-spring")
    page.select_option("#spring-form", "db")
    wait_ready(page, "spring")
    for i in range(12):
        page.fill("#sp-bounce", str(0.1 + 0.02 * i))
        page.wait_for_timeout(120)
    wait_ready(page, "spring")
    latencies = sorted(page.evaluate("window.studioLatencies.slice()"))
    n = len(latencies)
    p95 = latencies[max(0, math.ceil(0.95 * n) - 1)] if n else float("inf")
    median = latencies[n // 2] if n else float("inf")
    print(f"latency: {n} inputs, median {median:.1f} ms, 95th percentile {p95:.1f} ms, largest {latencies[-1] if n else 0:.1f} ms")
    check(f"latency: 95th percentile {p95:.1f} ms ≤ 100 ms over {n} inputs (≥ 50)", n >= 50 and p95 <= 100, f"{latencies[-5:]}")


LAYOUTS = [(390, 844), (1024, 768), (1440, 900)]


def test_layout(browser, url, figures):
    """At a phone's, a laptop's and a desktop's size: no tab is wider than the window (one
    column below 700 px), on the desktop the plots use the width (the views reach 85% of it), and
    axe-core finds no serious or critical accessibility violation on any tab. Screenshots
    studio-layout-WIDTH.png of the easing tab."""
    axe = Axe()
    for width, height in LAYOUTS:
        page = browser.new_page(viewport={"width": width, "height": height})
        errors = []
        page.on("pageerror", lambda e: errors.append(str(e)))
        page.on("console", lambda m: errors.append(m.text) if m.type == "error" else None)
        page.goto(url)
        wait_ready(page, "easing")
        for tab in ("easing", "spring", "keyframes", "path", "color", "transform"):
            page.click(f"#tab-{tab}")
            wait_ready(page, tab)
            scroll = page.evaluate("document.documentElement.scrollWidth")
            check(f"layout {width}x{height}, {tab}: nothing wider than the window", scroll <= width, f"document {scroll} px wide")
            if width >= 1440:
                right = page.evaluate(f"Math.max(...[...document.querySelectorAll('#panel-{tab} .views > *')].map(e => e.getBoundingClientRect().right))")
                check(f"layout {width}x{height}, {tab}: the views use the width", right >= 0.85 * width, f"views end at {right:.0f} px")
            violations = axe.run(page).response["violations"]
            serious = [f"{v['id']} ({v['impact']}, {len(v['nodes'])}: {v['nodes'][0]['target']})" for v in violations if v["impact"] in ("serious", "critical")]
            check(f"axe {width}x{height}, {tab}: no serious or critical violation ({len(violations)} in all)", not serious, "; ".join(serious))
        page.click("#tab-easing")
        wait_ready(page, "easing")
        page.screenshot(path=os.path.join(figures, f"studio-layout-{width}.png"), full_page=True)
        check(f"layout {width}x{height}: no JavaScript or console errors", not errors, "; ".join(errors[:5]))
        page.close()


def test_http(url):
    """The server itself: the page, the API's errors as JSON over HTTP, the body limit, loopback Host."""
    import json
    import urllib.error
    import urllib.request

    def call(path, body=None, headers=None):
        # The API takes a POST only as JSON (urllib's default type is form data: a 415).
        headers = ({"Content-Type": "application/json"} if body is not None else {}) | (headers or {})
        request = urllib.request.Request(url.rstrip("/") + path, data=body, headers=headers, method="POST" if body is not None else "GET")
        try:
            with urllib.request.urlopen(request, timeout=30) as response:
                return response.status, response.read()
        except urllib.error.HTTPError as error:
            return error.code, error.read()

    status, page = call("/")
    check("HTTP: GET / serves the page", status == 200 and b"MotionCurves Studio" in page, str(status))
    status, body = call("/api/easing", b'{"bezier": [0.5, 0, 1.5, 1]}')
    check("HTTP: bad input is a 400 with a JSON message", status == 400 and "x2 must lie" in json.loads(body)["error"], f"{status} {body[:100]}")
    status, body = call("/api/easing", b"{" + b" " * 200_000 + b"}")
    check("HTTP: an oversize body is a 413", status == 413 and "limit" in json.loads(body)["error"], f"{status} {body[:100]}")
    status, body = call("/api/curves", headers={"Host": "attacker.example"})
    check("HTTP: a foreign Host header is refused (403)", status == 403, f"{status}")


def main():
    global CLI
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server", required=True)
    parser.add_argument("--cli", required=True)
    parser.add_argument("--chromium", default="/usr/bin/chromium")
    parser.add_argument("--figures", default="Notebooks/figures")
    args = parser.parse_args()
    CLI = os.path.abspath(args.cli)
    os.makedirs(args.figures, exist_ok=True)
    server, url = start_server(args.server)
    print(f"studio at {url}")
    try:
        test_http(url)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=args.chromium, headless=True, args=["--no-sandbox", "--disable-gpu"])
            context = browser.new_context(viewport={"width": 1300, "height": 1000}, permissions=["clipboard-read", "clipboard-write"])
            page = context.new_page()
            console_errors = []
            page.on("pageerror", lambda e: console_errors.append(str(e)))
            # Failed requests (a 4xx) and console.error calls, as DevTools shows them in red.
            page.on("console", lambda m: console_errors.append(m.text) if m.type == "error" else None)
            requested = []
            page.on("request", lambda r: requested.append(r.url))
            page.goto(url)
            for test in (test_easing, test_spring, test_spring_toolkits, test_keyframes, test_path, test_color, test_transform, test_preview,
                         lambda page, figures: test_url_state(page, context), lambda page, figures: test_latency(page)):
                try:
                    test(page, args.figures)
                except Exception as error:  # a timeout or a CLI failure is a failure, not a crash
                    check(getattr(test, "__name__", "test"), False, repr(error))
            check("no JavaScript errors and no console errors on the page (bad input included)", not console_errors, "; ".join(console_errors[:5]))
            for test in (test_layout, lambda browser, url, figures: test_reduced_motion(browser, url)):
                try:
                    test(browser, url, args.figures)
                except Exception as error:
                    check(getattr(test, "__name__", "test"), False, repr(error))
            check("the page has its own icon (no /favicon.ico request)", not any(u.endswith("/favicon.ico") for u in requested),
                  ", ".join(u for u in requested if "favicon" in u))
            browser.close()
    finally:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
    print(f"{passes} passed, {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
