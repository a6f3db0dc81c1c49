// MotionCurves Studio: the page's drawing and controls. Every number shown, plotted or exported
// comes from the JSON API (/api/...), which runs the MotionCurves library; this script only draws
// what it is given and sends what the designer types or drags.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

// ---------- API ----------

// POSTs a request. A problem with the input comes back as 200 with an error body
// (X-Problems-In-Body), so a typo is not a failed request in the browser's console. Returns the
// answer, or {error} (shown in the panel's error box unless `quiet`).
async function api(panel, endpoint, body, quiet) {
  let json;
  try {
    const response = await fetch("/api/" + endpoint, {
      method: "POST", headers: { "Content-Type": "application/json", "X-Problems-In-Body": "1" }, body: JSON.stringify(body),
    });
    json = await response.json();
    if (!response.ok && json.error === undefined) json = { error: `the studio server answered ${response.status}` };
  } catch (e) {
    json = { error: "the studio server did not answer (" + e.message + ")" };
  }
  if (json.error !== undefined) {
    json.message = (json.field ? json.field + ": " : "") + json.error;
    if (!quiet) throw new FieldError(json.message);
  }
  return json;
}

// Shows a panel's error. Until the next good answer the plot and the exports are the last valid
// curve's: they are marked out of date, and the exports cannot be copied or downloaded (inert).
function showProblem(panel, message) {
  const box = $(panel + "-error");
  box.textContent = message;
  box.classList.add("shown");
  $(panel + "-plot").classList.add("stale");
  $(panel + "-exports").inert = true;
  $(panel + "-exports").classList.add("stale");
}
function clearProblem(panel) {
  const box = $(panel + "-error");
  box.textContent = "";
  box.classList.remove("shown");
}

// A field that does not hold a number, or an input the API refused: its message names the field.
class FieldError extends Error {}

// ---------- Updates: one at a time per panel, the newest state last ----------

// An input starts its panel's update at once; an input while one runs asks for one more run after
// it, reading the fields as they are then. So a drag never queues a backlog, the state drawn last
// is the newest, and an older answer never overwrites a newer one. Each input's latency (from the
// input to the next frame after the update that covered it) is kept for the browser test.
const latencies = [];
window.studioLatencies = latencies;
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));
const requesters = {};
const settledWaiters = {};
// Resolves once the panel has no update running or asked for (at once when idle).
function settled(panel) {
  if (document.body.dataset[panel + "State"] !== "busy") return Promise.resolve();
  return new Promise((resolve) => (settledWaiters[panel] = settledWaiters[panel] || []).push(resolve));
}
function live(panel, update) {
  let running = false, again = false, waiting = [];
  async function run() {
    running = true;
    for (;;) {
      again = false;
      const covered = waiting;
      waiting = [];
      let ok = false;
      try {
        ok = await update();
      } catch (e) {
        // A field's problem is the designer's to fix; anything else is the page's, said as such.
        showProblem(panel, e instanceof FieldError ? e.message : "the page failed to update: " + e.message);
        if (!(e instanceof FieldError)) console.warn(e);
      }
      if (ok) clearProblem(panel);
      if (!again) {
        document.body.dataset[panel + "State"] = ok ? "ready" : "error";
        if (ok) saveState();
      }
      await nextFrame();
      const now = performance.now();
      for (const t of covered) latencies.push(now - t);
      if (!again) break;
    }
    running = false;
    for (const resolve of settledWaiters[panel] || []) resolve();
    settledWaiters[panel] = [];
  }
  const request = () => {
    waiting.push(performance.now());
    document.body.dataset[panel + "State"] = "busy";
    if (running) again = true; else run();
  };
  requesters[panel] = request;
  return request;
}

// Numbers typed in a text field: "1, 2, 3" or points "1,2; 3,4". JSON.stringify turns NaN into
// null, which the API refuses with a message.
function parseList(text) {
  const t = text.trim();
  if (t === "") return null;
  return t.split(/[,\s]+/).filter((s) => s !== "").map(Number);
}
function parseValues(text) {
  if (text.includes(";")) return text.split(";").map((p) => p.trim()).filter((p) => p).map((p) => p.split(/[,\s]+/).filter((s) => s).map(Number));
  return parseList(text) || [];
}
// The number in a field; an empty or non-numeric field throws a FieldError naming the field (it is
// never read as 0).
function num(id) {
  const input = $(id);
  const raw = input.value.trim();
  const value = raw === "" ? NaN : Number(raw);
  if (Number.isFinite(value)) return value;
  const label = input.closest("label");
  const name = input.getAttribute("aria-label") || (label ? label.firstChild.textContent.trim() : id);
  // A number input holding text it cannot read reports "" with validity.badInput.
  const empty = raw === "" && !(input.validity && input.validity.badInput);
  throw new FieldError(`${name}: ${empty ? "empty; type a number" : raw === "" ? "not a number" : `"${raw}" is not a number`}`);
}

// ---------- Numbers on screen: rounded; the full value in data-value and the tooltip ----------

const round = (v, digits = 4) => (Number.isFinite(v) ? String(+v.toPrecision(digits)) : String(v));
// A number put back into a field: free of binary noise (0.30000000000000004 → 0.3), 12 digits.
const clean = (v) => (Number.isFinite(v) ? String(+v.toPrecision(12)) : "");
function showNumbers(id, values, unit) {
  const e = $(id), list = Array.isArray(values) ? values : [values];
  e.textContent = list.map((v) => round(v)).join(", ") + (unit || "");
  e.dataset.value = list.map(String).join(",");
  e.title = list.map(String).join(", ") + (unit || "");
}

// ---------- SVG drawing ----------

function el(name, attrs, parent) {
  const e = document.createElementNS(SVGNS, name);
  for (const [k, v] of Object.entries(attrs || {})) e.setAttribute(k, v);
  if (parent) parent.appendChild(e);
  return e;
}

// A plot box: maps data (x, y) in [x0, x1] × [y0, y1] to the SVG's pixels.
function frame(svg, x0, x1, y0, y1, pad) {
  const vb = svg.viewBox.baseVal;
  const p = pad || 36;
  return {
    x0, x1, y0, y1,
    px: (x) => p + ((x - x0) / (x1 - x0)) * (vb.width - 2 * p),
    py: (y) => vb.height - p - ((y - y0) / (y1 - y0)) * (vb.height - 2 * p),
    ix: (px) => x0 + ((px - p) / (vb.width - 2 * p)) * (x1 - x0),
    iy: (py) => y0 + ((vb.height - p - py) / (vb.height - 2 * p)) * (y1 - y0),
  };
}

function axes(svg, f, xTicks, yTicks, xLabel, yLabel) {
  const g = el("g", { class: "axes" }, svg);
  for (const t of xTicks) {
    el("line", { x1: f.px(t), x2: f.px(t), y1: f.py(f.y0), y2: f.py(f.y1), class: "grid" }, g);
    el("text", { x: f.px(t), y: f.py(f.y0) + 16, "text-anchor": "middle" }, g).textContent = fmt(t);
  }
  for (const t of yTicks) {
    el("line", { x1: f.px(f.x0), x2: f.px(f.x1), y1: f.py(t), y2: f.py(t), class: "grid" }, g);
    el("text", { x: f.px(f.x0) - 6, y: f.py(t) + 4, "text-anchor": "end" }, g).textContent = fmt(t);
  }
  if (xLabel) el("text", { x: f.px(f.x1), y: f.py(f.y0) + 30, "text-anchor": "end", class: "label" }, g).textContent = xLabel;
  if (yLabel) el("text", { x: f.px(f.x0), y: f.py(f.y1) - 10, class: "label" }, g).textContent = yLabel;
}

function ticks(lo, hi, n) {
  const span = hi - lo;
  if (!(span > 0)) return [lo];
  const raw = span / n, mag = Math.pow(10, Math.floor(Math.log10(raw)));
  const step = [1, 2, 5, 10].map((m) => m * mag).find((s) => s >= raw);
  const out = [];
  for (let t = Math.ceil(lo / step) * step; t <= hi + step * 1e-9; t += step) out.push(Math.round(t / step) * step);
  return out;
}
const fmt = (v) => (Math.abs(v) < 1e-12 ? "0" : String(+v.toPrecision(6)));

// A polyline through the plot's points; the exact numbers are kept on the element (data-x, data-y)
// so that a test can compare the plotted curve with the library's values.
function curve(svg, f, xs, ys, cls, id) {
  let d = "";
  xs.forEach((x, i) => {
    if (ys[i] === null || !isFinite(ys[i])) return;
    d += (d === "" ? "M" : "L") + f.px(x).toFixed(2) + " " + f.py(ys[i]).toFixed(2);
  });
  const path = el("path", { d, class: cls }, svg);
  if (id) path.id = id;
  path.dataset.x = xs.map(String).join(" ");
  path.dataset.y = ys.map((y) => (y === null ? "nan" : String(y))).join(" ");
  return path;
}

function range(values, include) {
  let lo = Math.min(...include), hi = Math.max(...include);
  for (const v of values) if (v !== null && isFinite(v)) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
  const m = (hi - lo) * 0.06 || 0.5;
  return [lo - m, hi + m];
}

const column = (rows, i) => rows.map((row) => row[i]);

// ---------- Exports ----------

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

// A Copy button that copies `text` and says what happened, then reads "Copy" again.
function copyOnClick(button, text) {
  button.onclick = async () => {
    let said = "Copied";
    try { await navigator.clipboard.writeText(text); } catch (e) { said = "Copy failed"; }
    button.textContent = said;
    setTimeout(() => { button.textContent = "Copy"; }, 1500);
  };
}

// items: [{key, title, text, file, type, note}]
function showExports(panel, items) {
  const box = $(panel + "-exports");
  box.replaceChildren();
  box.inert = false;
  box.classList.remove("stale");
  $(panel + "-plot").classList.remove("stale");
  for (const item of items) {
    const card = document.createElement("div");
    card.className = "export";
    const head = document.createElement("div");
    head.className = "export-head";
    const title = document.createElement("h2");
    title.textContent = item.title;
    head.appendChild(title);
    const copy = document.createElement("button");
    copy.textContent = "Copy";
    copyOnClick(copy, item.text);
    copy.setAttribute("aria-live", "polite");
    head.appendChild(copy);
    if (item.file) {
      const save = document.createElement("button");
      save.textContent = "Download";
      save.onclick = () => download(item.file, item.text, item.type || "text/plain");
      head.appendChild(save);
    }
    card.appendChild(head);
    if (item.note) {
      const note = document.createElement("p");
      note.className = "export-note";
      note.id = panel + "-export-" + item.key + "-note";
      note.textContent = item.note;
      card.appendChild(note);
    }
    const pre = document.createElement("pre");
    pre.id = panel + "-export-" + item.key;
    // A scrolling block reachable from the keyboard, named by its card's title.
    pre.tabIndex = 0;
    pre.setAttribute("aria-label", item.title);
    pre.textContent = item.text;
    card.appendChild(pre);
    box.appendChild(card);
  }
}

// CSS for a property the preview animates: its value at progress 0 and 1 of an easing, and the
// value written for a spring's own from and to.
const PROPERTIES = {
  translate: { name: "translate", start: "0px", end: "240px", value: (v) => `${v}px` },
  scale: { name: "scale", start: "0.5", end: "1", value: (v) => `${v}` },
  opacity: { name: "opacity", start: "0", end: "1", value: (v) => `${v}` },
  rotate: { name: "rotate", start: "0deg", end: "180deg", value: (v) => `${v}deg` },
  color: { name: "background-color", start: "#2457c5", end: "#e0542d", value: null },
};

// CSS rules that paste as they are: a transition, and an animation with its @keyframes.
function cssRules(name, property, timing, seconds, from, to) {
  const p = PROPERTIES[property];
  const start = from === undefined || !p.value ? p.start : p.value(from);
  const end = to === undefined || !p.value ? p.end : p.value(to);
  const duration = `${round(seconds, 6)}s`;
  return {
    transition: `.element {\n  ${p.name}: ${start};\n  transition: ${p.name} ${duration} ${timing};\n}\n.element.moved {\n  ${p.name}: ${end};\n}\n`,
    animation: `@keyframes ${name} {\n  from { ${p.name}: ${start}; }\n  to { ${p.name}: ${end}; }\n}\n.element {\n  animation: ${name} ${duration} ${timing} both;\n}\n`,
  };
}

// ---------- Previews: play, pause, scrub, a duration, a property ----------

// Each preview moves an element by the plot's points (linear between them: within the plot's
// tolerance of the curve), A and, when kept, B beside it. With the system asking for reduced
// motion a preview starts paused at its end and plays only when asked.
const reducedMotion = matchMedia("(prefers-reduced-motion: reduce)").matches;
const previews = {};

function transport(name, options) {
  const box = $(name + "-preview");
  const stage = document.createElement("div");
  stage.className = "stage" + (options.stage ? "" : " hidden-stage");
  stage.id = name + "-stage";
  const movers = {};
  for (const which of ["a", "b"]) {
    const m = document.createElement("div");
    m.className = "mover-box " + which;
    m.id = `${name}-mover-${which}`;
    m.textContent = which.toUpperCase();
    m.hidden = which === "b";
    stage.appendChild(m);
    movers[which] = m;
  }
  if (options.stage) box.appendChild(stage);
  const bar = document.createElement("div");
  bar.className = "transport";
  const play = document.createElement("button");
  play.type = "button";
  play.id = name + "-play";
  bar.appendChild(play);
  const scrub = document.createElement("input");
  scrub.type = "range"; scrub.min = "0"; scrub.max = "1000"; scrub.value = "0"; scrub.id = name + "-scrub";
  scrub.setAttribute("aria-label", "time");
  bar.appendChild(scrub);
  // Not an <output>: that is a live region, and this changes every frame while playing.
  const time = document.createElement("span");
  time.className = "time";
  time.id = name + "-time";
  bar.appendChild(time);
  if (options.duration) {
    const label = document.createElement("label");
    label.className = "inline";
    label.append("duration (s) ");
    const input = document.createElement("input");
    input.type = "number"; input.id = name + "-duration"; input.value = String(options.duration); input.defaultValue = input.value;
    input.step = "0.1"; input.min = "0.05"; input.max = "60";
    label.appendChild(input);
    bar.appendChild(label);
    input.addEventListener("input", () => {
      const p = previews[name];
      if (p.playing) restart(p);
      draw(p);
      // The CSS rules carry the duration: the rules of colours and transforms are rebuilt.
      if (name === "color" || name === "transform") requesters[name](); else { refreshRules(name); saveState(); }
    });
  }
  let clampNote = null;
  if (options.property) {
    const label = document.createElement("label");
    label.className = "inline";
    label.append("property ");
    const select = document.createElement("select");
    select.id = name + "-property";
    for (const key of Object.keys(PROPERTIES)) {
      const o = document.createElement("option");
      o.value = key; o.textContent = key === "color" ? "colour" : key; o.defaultSelected = key === "translate";
      select.appendChild(o);
    }
    label.appendChild(select);
    bar.appendChild(label);
    clampNote = document.createElement("p");
    clampNote.className = "motion-note";
    clampNote.id = name + "-property-note";
    const sayClamp = () => {
      clampNote.textContent = ["opacity", "color"].includes(select.value)
        ? `The box's ${select.value === "color" ? "colour" : "opacity"} stops at its ends: a curve that overshoots is clamped here (the CSS does the same).` : "";
    };
    select.addEventListener("change", () => { sayClamp(); draw(previews[name]); refreshRules(name); saveState(); });
    options.sayClamp = sayClamp;
  }
  const note = document.createElement("p");
  note.className = "motion-note";
  note.id = name + "-motion-note";
  note.textContent = reducedMotion ? "Paused at the end: your system asks for reduced motion. Press Play to see the motion." : "";
  box.append(bar, note);
  if (clampNote) box.append(clampNote);
  const p = { name, movers, play, scrub, time, options, playing: !reducedMotion, t: 0, started: 0, curves: { a: null, b: null }, end: 1, render: options.render };
  previews[name] = p;
  play.addEventListener("click", () => {
    p.playing = !p.playing;
    if (p.playing) restart(p, p.t >= seconds(p) ? 0 : p.t);
    showPlay(p);
  });
  scrub.addEventListener("input", () => {
    p.playing = false;
    p.t = (Number(scrub.value) / 1000) * seconds(p);
    showPlay(p);
    draw(p);
  });
  showPlay(p);
  return p;
}
function seconds(p) {
  const field = $(p.name + "-duration");
  const d = field ? Number(field.value) : p.end;
  return Number.isFinite(d) && d > 0 ? d : 1;
}
function restart(p, at = 0) { p.started = performance.now() - at * 1000; }
function showPlay(p) {
  p.play.textContent = p.playing ? "Pause" : "Play";
  p.play.setAttribute("aria-pressed", String(p.playing));
}
// The value of a plotted curve at a fraction of its domain: rows [[x, y, …]] sorted by x.
function sampler(rows, x0, x1, yOf) {
  const xs = column(rows, 0), ys = rows.map(yOf);
  return (u) => {
    const x = x0 + Math.min(1, Math.max(0, u)) * (x1 - x0);
    let lo = 0, hi = xs.length - 1;
    while (hi - lo > 1) { const mid = (lo + hi) >> 1; if (xs[mid] <= x) lo = mid; else hi = mid; }
    const w = xs[hi] === xs[lo] ? 1 : (x - xs[lo]) / (xs[hi] - xs[lo]);
    const a = ys[lo], b = ys[hi];
    return Array.isArray(a) ? a.map((v, i) => v + (b[i] - v) * w) : a + (b - a) * w;
  };
}
function draw(p) {
  const total = seconds(p);
  const u = total > 0 ? Math.min(1, p.t / total) : 1;
  p.scrub.value = String(Math.round(u * 1000));
  const shown = `${p.t.toFixed(2)} s`;
  if (p.time.textContent !== shown) p.time.textContent = shown;
  for (const which of ["a", "b"]) {
    const c = p.curves[which];
    p.movers[which].hidden = !c;
    if (c) {
      const v = c(u);
      p.movers[which].dataset.value = String(v);
      p.render(p, which, v);
    }
  }
}
// Moves a box on the stage: the property's look for a progress v (overshoot shown, except opacity
// and colour, which cannot go past their ends and are clamped).
function renderProperty(p, which, v) {
  const box = p.movers[which], stage = box.parentElement;
  const property = $(p.name + "-property") ? $(p.name + "-property").value : "translate";
  const clamp = Math.min(1, Math.max(0, v));
  box.style.transform = ""; box.style.opacity = ""; box.style.background = ""; box.style.left = "";
  const room = stage.clientWidth - box.offsetWidth;
  if (property === "translate") box.style.left = `${v * room}px`;
  else {
    box.style.left = `${room / 2 + (which === "b" ? 40 : -40)}px`;
    if (property === "scale") box.style.transform = `scale(${0.5 + 0.5 * v})`;
    if (property === "opacity") box.style.opacity = String(clamp);
    if (property === "rotate") box.style.transform = `rotate(${180 * v}deg)`;
    if (property === "color") box.style.background = `color-mix(in oklab, ${PROPERTIES.color.start}, ${PROPERTIES.color.end} ${(clamp * 100).toFixed(2)}%)`;
  }
}
function tick(now) {
  for (const p of Object.values(previews)) {
    // Only the shown panel's preview, and only while it plays (a scrub or a new curve draws it).
    if (!p.curves.a || !p.playing || !$("panel-" + p.name).classList.contains("active")) continue;
    if (p.playing) {
      const total = seconds(p), hold = 0.6;
      p.t = ((now - p.started) / 1000) % (total + hold);
      if (p.t > total) p.t = total;
    }
    draw(p);
  }
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);
function setPreview(name, which, fn) {
  const p = previews[name];
  p.curves[which] = fn;
  if (!p.playing && reducedMotion && which === "a" && p.t === 0) p.t = seconds(p);
  draw(p);
}

// ---------- A/B and the ghost ----------

// B: a curve kept for comparison (its plot dashed, its box beside A's). The ghost: the curve
// before the last change, faint.
const kept = { easing: null, spring: null };
const ghosts = { easing: { now: null, before: null }, spring: { now: null, before: null } };
function remember(panel, rows, key, extra) {
  const g = ghosts[panel];
  if (g.now && g.now.key !== key) g.before = g.now;
  g.now = { rows, key, ...extra };
}
function setupCompare(panel) {
  $(panel + "-keep-b").addEventListener("click", () => {
    const g = ghosts[panel].now;
    if (!g) return;
    kept[panel] = { ...g };
    $(panel + "-b-label").textContent = "B: " + g.label;
    $(panel + "-clear-b").disabled = false;
    requesters[panel]();
  });
  $(panel + "-clear-b").addEventListener("click", () => {
    kept[panel] = null;
    $(panel + "-b-label").textContent = "";
    $(panel + "-clear-b").disabled = true;
    previews[panel].curves.b = null;
    requesters[panel]();
  });
}

// ---------- Easing ----------

const easing = { bezier: [0.25, 0.1, 0.25, 1], text: null, frame: null, rows: null, linear: null, css: null };

async function updateEasing() {
  const samples = num("easing-samples"), maxError = num("easing-max-error");
  const source = easing.text === null ? { bezier: easing.bezier.slice() } : { easing: easing.text };
  const [r, lin] = await Promise.all([api("easing", "easing", { ...source, samples }), api("easing", "css-linear", { ...source, maxError }, true)]);
  // Every field that describes the curve follows it: the four Bézier fields hold its control
  // points, blank and disabled for a curve that is not a cubic Bézier; after a drag or an edit of
  // those fields the CSS text shows the new curve and the named-curve menu names none.
  if (r.bezier) easing.bezier = r.bezier.slice();
  ["x1", "y1", "x2", "y2"].forEach((k, i) => {
    const field = $("bz-" + k);
    field.disabled = !r.bezier;
    field.placeholder = r.bezier ? "" : "—";
    if (!r.bezier) field.value = "";
    else if (document.activeElement !== field) field.value = String(r.bezier[i]);
  });
  if (easing.text === null) {
    if (document.activeElement !== $("easing-text")) $("easing-text").value = r.css || "";
    $("easing-named").value = "";
  }
  $("easing-handles").disabled = !r.bezier;
  $("easing-description").textContent = r.description;
  $("easing-css").textContent = r.css || "(no CSS text: export as linear())";
  remember("easing", r.plot.rows, JSON.stringify(source), { label: easing.text !== null ? easing.text : r.css || r.description });
  drawEasing(r);
  easing.css = r.css;
  easing.linear = lin.error === undefined ? lin : null;
  const items = [];
  if (r.css) items.push({ key: "css", title: "CSS easing", text: r.css, note: "exact: the browser evaluates this very curve" });
  items.push({ key: "transition", title: "CSS transition rule", text: "", file: "easing.css", type: "text/css" });
  items.push({ key: "animation", title: "CSS animation rule", text: "", file: "easing-animation.css", type: "text/css" });
  if (lin.error === undefined) items.push({ key: "linear", title: "CSS linear()", text: lin.text, file: "easing-linear.css", type: "text/css",
    note: `max error ${round(lin.maxError, 3)} (limit ${lin.limit}) at x = ${round(lin.maxErrorInput)}, ${lin.stops} stops, guaranteed over the whole curve` });
  else items.push({ key: "linear", title: "CSS linear()", text: lin.message, note: "not exported" });
  showExports("easing", items.concat(tableExports("easing", r, "CSV table (x, y, slope)")));
  refreshRules("easing");
  return true;
}
const requestEasing = live("easing", updateEasing);

// The CSS rules of a panel, from its curve, the preview's duration and property.
function refreshRules(panel) {
  const property = $(panel + "-property") ? $(panel + "-property").value : "translate";
  let rules = null, note = "";
  if (panel === "easing") {
    const timing = easing.css && !easing.css.startsWith("linear(") ? easing.css : easing.linear ? easing.linear.text : easing.css;
    if (!timing) {
      for (const key of ["transition", "animation"]) if ($(`easing-export-${key}`)) $(`easing-export-${key}`).textContent = "no CSS easing for this curve: " + $("easing-export-linear").textContent;
      return;
    }
    // A spring(D, B) easing's linear() spans the spring's settling time: the rule runs for that.
    const springTime = timing !== easing.css && easing.linear && easing.linear.duration;
    rules = cssRules("motioncurves-easing", property, timing, springTime || seconds(previews.easing));
    note = timing === easing.css ? "exact" : `linear() within ${easing.linear.limit}` + (springTime ? `, over the spring's settling time ${round(springTime)} s` : "");
  } else if (panel === "spring") {
    if (!spring.linear) return;
    rules = cssRules("motioncurves-spring", property, spring.linear.text, spring.linear.duration, spring.from, spring.to);
    note = `the spring's motion from ${spring.from} to ${spring.to} at ${spring.velocity}/s as a linear() progress over its settling time, within ${spring.linear.limit}` +
      (property === "color" ? "; colour runs from the preview's two colours" : "");
  } else return;
  for (const key of ["transition", "animation"]) {
    const pre = $(`${panel}-export-${key}`);
    if (!pre) continue;
    pre.textContent = rules[key];
    let n = $(`${panel}-export-${key}-note`);
    if (!n) { n = document.createElement("p"); n.className = "export-note"; n.id = `${panel}-export-${key}-note`; pre.before(n); }
    n.textContent = `${PROPERTIES[property].name}, ${note}`;
    const card = pre.closest(".export");
    const [copy, save] = card.querySelectorAll(".export-head button");
    const text = rules[key];
    copyOnClick(copy, text);
    if (save) save.onclick = () => download(`${panel}${key === "animation" ? "-animation" : ""}.css`, text, "text/css");
  }
}

function drawEasing(r) {
  const svg = $("easing-plot");
  // A redraw replaces the handles; the one that had the keyboard keeps it.
  const focused = document.activeElement && svg.contains(document.activeElement) ? document.activeElement.id : null;
  svg.replaceChildren();
  const rows = r.plot.rows;
  const xs = column(rows, 0), ys = column(rows, 1), slopes = column(rows, 2);
  const handleYs = r.bezier ? [r.bezier[1], r.bezier[3]] : [];
  const b = kept.easing, ghost = ghosts.easing.before;
  const others = (b ? column(b.rows, 1) : []).concat(ghost ? column(ghost.rows, 1) : []);
  const [y0, y1] = range(ys.concat(handleYs, others), [0, 1]);
  const f = frame(svg, 0, 1, Math.min(y0, -0.1), Math.max(y1, 1.1));
  easing.frame = f;
  axes(svg, f, ticks(0, 1, 5), ticks(f.y0, f.y1, 6), "time", "progress");
  el("line", { x1: f.px(0), y1: f.py(0), x2: f.px(1), y2: f.py(1), class: "diagonal" }, svg);
  if (ghost) curve(svg, f, column(ghost.rows, 0), column(ghost.rows, 1), "curve ghost", "easing-ghost");
  if (b) curve(svg, f, column(b.rows, 0), column(b.rows, 1), "curve b", "easing-curve-b");
  curve(svg, f, xs, ys, "curve", "easing-curve");
  if (r.bezier) {
    const [x1, y1h, x2, y2h] = r.bezier;
    el("line", { x1: f.px(0), y1: f.py(0), x2: f.px(x1), y2: f.py(y1h), class: "arm" }, svg);
    el("line", { x1: f.px(1), y1: f.py(1), x2: f.px(x2), y2: f.py(y2h), class: "arm" }, svg);
    handle(svg, f, "h1", x1, y1h, 0);
    handle(svg, f, "h2", x2, y2h, 2);
    if (focused && $(focused)) $(focused).focus();
  }
  const s = $("easing-slope");
  s.replaceChildren();
  const [s0, s1] = range(slopes, [0, 1]);
  const fs = frame(s, 0, 1, s0, s1, 28);
  axes(s, fs, ticks(0, 1, 5), ticks(s0, s1, 3), "", "dy/dx");
  curve(s, fs, xs, slopes, "curve slope", "easing-slope-curve");
  setPreview("easing", "a", sampler(rows, 0, 1, (row) => row[1]));
  setPreview("easing", "b", b ? sampler(b.rows, 0, 1, (row) => row[1]) : null);
}

// Puts control point `index` (0 or 2) at (x, y): x kept in [0, 1], both rounded to 0.001 so that
// the CSS text is exact; the live circle follows at once, and the curve is asked for anew.
function placeHandle(id, index, x, y) {
  const nx = Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
  const ny = Math.round(y * 1000) / 1000;
  const fr = easing.frame, handleElement = $(id);
  if (handleElement) { handleElement.setAttribute("cx", fr.px(nx)); handleElement.setAttribute("cy", fr.py(ny)); }
  easing.bezier[index] = nx; easing.bezier[index + 1] = ny;
  easing.text = null;
  requestEasing();
}

function handle(svg, f, id, x, y, index) {
  const c = el("circle", { cx: f.px(x), cy: f.py(y), r: 9, class: "handle", id, tabindex: 0, role: "slider",
    "aria-label": `control point ${index / 2 + 1}: arrow keys move it by 0.01, with Shift by 0.1`,
    "aria-valuetext": `x ${x}, y ${y}` }, svg);
  // Keyboard: Left/Right move x (kept in [0, 1]), Up/Down move y; 0.01 a press, 0.1 with Shift.
  c.addEventListener("keydown", (e) => {
    const step = e.shiftKey ? 0.1 : 0.01;
    const move = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowDown: [0, -step], ArrowUp: [0, step] }[e.key];
    if (!move) return;
    e.preventDefault();
    placeHandle(id, index, easing.bezier[index] + move[0], easing.bezier[index + 1] + move[1]);
  });
  c.addEventListener("pointerdown", (e) => {
    e.preventDefault();
    // The drag listens on the window, not on this circle: an answer that arrives mid-drag redraws
    // the plot, replacing the circle (and perhaps rescaling the frame), and the drag goes on.
    const move = (ev) => {
      const fr = easing.frame;
      const pt = svg.createSVGPoint();
      pt.x = ev.clientX; pt.y = ev.clientY;
      const p = pt.matrixTransform(svg.getScreenCTM().inverse());
      placeHandle(id, index, fr.ix(p.x), fr.iy(p.y));
    };
    const up = () => { window.removeEventListener("pointermove", move); window.removeEventListener("pointerup", up); };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
  });
}

async function loadCurves() {
  const response = await fetch("/api/curves");
  const json = await response.json();
  const select = $("easing-named");
  for (const family of json.families) {
    const group = document.createElement("optgroup");
    group.label = family.name;
    for (const name of family.curves) {
      const o = document.createElement("option");
      o.value = name; o.textContent = name;
      group.appendChild(o);
    }
    select.appendChild(group);
  }
}

$("easing-named").addEventListener("change", (e) => {
  if (!e.target.value) return;
  easing.text = e.target.value;
  $("easing-text").value = e.target.value;
  requestEasing();
});
function applyText() {
  easing.text = $("easing-text").value;
  $("easing-named").value = [...$("easing-named").options].some((o) => o.value === easing.text) ? easing.text : "";
  requestEasing();
}
$("easing-apply").addEventListener("click", applyText);
$("easing-text").addEventListener("keydown", (e) => { if (e.key === "Enter") applyText(); });
["x1", "y1", "x2", "y2"].forEach((k, i) => $("bz-" + k).addEventListener("input", (e) => {
  easing.bezier[i] = e.target.value === "" ? NaN : Number(e.target.value);
  easing.text = null;
  requestEasing();
}));
$("easing-samples").addEventListener("input", requestEasing);
$("easing-max-error").addEventListener("input", requestEasing);

// ---------- Spring ----------

// The form whose fields hold the current spring (the menu's value changes before its handler runs).
let springForm = "db";
const spring = { linear: null, from: 0, to: 1, velocity: 0 };
function springSpec(form = springForm) {
  if (form === "db") return { duration: num("sp-duration"), bounce: num("sp-bounce") };
  if (form === "rz") return { response: num("sp-response"), dampingRatio: num("sp-ratio") };
  if (form === "kz") return { stiffness: num("sp-kz-stiffness"), dampingRatio: num("sp-kz-ratio") };
  if (form === "preset") {
    const value = $("sp-preset").value;
    if (value.startsWith("compose:")) {
      const [, zeta, stiffness] = value.split(":").map(Number);
      return { stiffness, dampingRatio: zeta };
    }
    return value;
  }
  if (form === "origami") return { origamiTension: num("sp-origami-tension"), origamiFriction: num("sp-origami-friction") };
  if (form === "pop") return { bounciness: num("sp-bounciness"), speed: num("sp-speed") };
  if (form === "motion") return { motionDuration: num("sp-motion-duration"), bounce: num("sp-motion-bounce") };
  if (form === "visual") return { visualDuration: num("sp-visual-duration"), bounce: num("sp-visual-bounce") };
  return { mass: num("sp-mass"), stiffness: num("sp-stiffness"), damping: num("sp-damping"), allowsOverdamping: !$("sp-clamp").checked };
}

async function updateSpring() {
  const body = { spring: springSpec(), from: num("sp-from"), to: num("sp-to"), initialVelocity: num("sp-velocity"), fps: num("sp-fps"), epsilon: num("sp-epsilon") };
  const maxError = num("spring-max-error");
  const [r, lin] = await Promise.all([
    api("spring", "spring", body),
    api("spring", "css-linear", { spring: body.spring, from: body.from, to: body.to, initialVelocity: body.initialVelocity, maxError }, true),
  ]);
  const s = r.spring;
  $("sp-regime").textContent = s.regime;
  $("sp-regime").className = "regime " + s.regime;
  showNumbers("sp-settling", r.settlingTime);
  if (r.settlingDuration === null) { $("sp-ca").textContent = "—"; $("sp-ca").dataset.value = ""; $("sp-ca").title = r.settlingDurationNote || ""; }
  else showNumbers("sp-ca", r.settlingDuration);
  showNumbers("sp-mkc", [s.mass, s.stiffness, s.damping]);
  $("sp-clamped").textContent = s.clamped ? `yes: ${round(s.damping)} runs as the critical ${round(s.effectiveDamping)} (SwiftUI's clamp)` : "no";
  showNumbers("sp-zeta", s.dampingRatio);
  showNumbers("sp-omega", s.naturalFrequency, " rad/s");
  showNumbers("sp-db", [s.duration, s.bounce]);
  remember("spring", r.plot.rows, JSON.stringify(body), { from: body.from, span: body.to - body.from || 1, spring: s,
    label: `mass ${round(s.mass)}, stiffness ${round(s.stiffness)}, damping ${round(s.damping)}` });
  drawSpring(r, body);
  Object.assign(spring, { linear: lin.error === undefined ? lin : null, from: body.from, to: body.to, velocity: body.initialVelocity });
  const items = [];
  if (lin.error === undefined) {
    items.push({ key: "animation", title: "CSS animation rule", text: "", file: "spring.css", type: "text/css" });
    items.push({ key: "linear", title: "CSS linear() (progress from 'from' to 'to')", text: lin.text, file: "spring-linear.css", type: "text/css",
      note: `animation-duration: ${round(lin.duration, 6)}s; max error ${round(lin.maxError, 3)} (limit ${lin.limit}) at x = ${round(lin.maxErrorInput)}, ${lin.stops} stops` });
  } else {
    items.push({ key: "linear", title: "CSS linear()", text: lin.message, note: "not exported" });
  }
  showExports("spring", items.concat(tableExports("spring", { ...r, cli: [r.cli, r.cliSettlingTime, r.cliSettlingDuration].filter((x) => x).join("\n") }, "CSV table (time, value, velocity)")));
  refreshRules("spring");
  return true;
}
const requestSpring = live("spring", updateSpring);

function drawSpring(r, body) {
  const svg = $("spring-plot");
  svg.replaceChildren();
  const rows = r.plot.rows;
  const ts = column(rows, 0), vs = column(rows, 1);
  const tEnd = ts[ts.length - 1];
  const b = kept.spring, ghost = ghosts.spring.before;
  const others = (b ? column(b.rows, 1) : []).concat(ghost ? column(ghost.rows, 1) : []);
  const xEnd = Math.max(tEnd, b ? b.rows[b.rows.length - 1][0] : 0, ghost ? ghost.rows[ghost.rows.length - 1][0] : 0);
  const [y0, y1] = range(vs.concat(others), [body.from, body.to]);
  const f = frame(svg, 0, xEnd, y0, y1, 40);
  axes(svg, f, ticks(0, xEnd, 6), ticks(y0, y1, 5), "seconds", "value");
  el("line", { x1: f.px(0), x2: f.px(xEnd), y1: f.py(body.to), y2: f.py(body.to), class: "target" }, svg);
  const band = Math.abs(body.to - body.from) * body.epsilon || body.epsilon;
  el("rect", { x: f.px(0), width: f.px(xEnd) - f.px(0), y: f.py(body.to + band), height: Math.max(1, f.py(body.to - band) - f.py(body.to + band)), class: "band" }, svg);
  // Marker labels sit in the band above the plot, one line each, on the side away from the plot's
  // right edge: never on the curve, on each other or on the axis labels.
  const marker = (t, cls, label, dy) => {
    el("line", { x1: f.px(t), x2: f.px(t), y1: f.py(y0), y2: f.py(y1), class: cls }, svg);
    const right = f.px(t) > svg.viewBox.baseVal.width * 0.6;
    el("text", { x: f.px(t) + (right ? -4 : 4), y: f.py(y1) + dy, class: "marker-label", "text-anchor": right ? "end" : "start" }, svg).textContent = label;
  };
  marker(r.settlingTime, "settle", "settles " + round(r.settlingTime) + " s", -20);
  if (r.settlingDuration !== null) marker(r.settlingDuration, "ca", "CA settlingDuration " + round(r.settlingDuration) + " s", -6);
  if (ghost) curve(svg, f, column(ghost.rows, 0), column(ghost.rows, 1), "curve ghost", "spring-ghost");
  if (b) curve(svg, f, column(b.rows, 0), column(b.rows, 1), "curve b", "spring-curve-b");
  curve(svg, f, ts, vs, "curve", "spring-curve");
  // The preview runs in the spring's own seconds; its box shows progress from 'from' to 'to'.
  previews.spring.end = xEnd;
  const progress = (rowsOf, from, span) => {
    const last = rowsOf[rowsOf.length - 1][0], at = sampler(rowsOf, 0, last, (row) => row[1]);
    return (u) => (at(Math.min(1, (u * xEnd) / last)) - from) / span;
  };
  setPreview("spring", "a", progress(rows, body.from, body.to - body.from || 1));
  setPreview("spring", "b", b ? progress(b.rows, b.from, b.span) : null);
}

$("spring-form").addEventListener("change", async () => {
  // Carry the current spring over to the new form (the answer for the old form's fields as they
  // are now, once any update in flight has landed; its numbers free of binary noise); while the
  // panel shows an error the new form keeps its own values.
  const form = $("spring-form").value;
  await settled("spring");
  const now = ghosts.spring.now;
  const s = document.body.dataset.springState === "error" || !now ? null : now.spring;
  springForm = form;
  document.querySelectorAll("#panel-spring fieldset.form").forEach((f) => { f.hidden = f.dataset.form !== form; });
  if (s) {
    const set = (id, v) => { $(id).value = clean(v); };
    set("sp-duration", s.duration); set("sp-bounce", s.bounce); set("sp-bounce-range", s.bounce);
    set("sp-response", s.response); set("sp-ratio", s.dampingRatio); set("sp-ratio-range", s.dampingRatio);
    set("sp-mass", s.mass); set("sp-stiffness", s.stiffness); set("sp-damping", s.damping); set("sp-damping-range", s.damping);
    // A spring that may be overdamped stays so (the clamp box unticked); SwiftUI's clamp, which
    // leaves an underdamped or critical spring as it is, keeps the box as the designer set it.
    if (s.allowsOverdamping) $("sp-clamp").checked = false;
    // The unit-mass spring with the same motion, for the forms whose mass is 1.
    set("sp-kz-stiffness", s.stiffness / s.mass); set("sp-kz-ratio", s.dampingRatio);
    set("sp-origami-tension", s.origamiTension); set("sp-origami-friction", s.origamiFriction);
    if (s.bounciness !== null) { set("sp-bounciness", s.bounciness); set("sp-speed", s.speed); }
    // Motion's forms clamp the damping ratio to [0.05, 1]: carried over where it is in range.
    if (s.dampingRatio >= 0.05 && s.dampingRatio <= 1) {
      set("sp-visual-duration", s.response / 1.2); set("sp-visual-bounce", 1 - s.dampingRatio);
    }
  }
  requestSpring();
});
for (const [slider, input] of [["sp-bounce-range", "sp-bounce"], ["sp-ratio-range", "sp-ratio"], ["sp-damping-range", "sp-damping"]]) {
  $(slider).addEventListener("input", () => { $(input).value = $(slider).value; requestSpring(); });
  $(input).addEventListener("input", () => { $(slider).value = $(input).value; });
}
document.querySelectorAll("#panel-spring .controls input").forEach((i) => { if (!i.id.endsWith("-range")) i.addEventListener("input", requestSpring); });
$("sp-preset").addEventListener("change", requestSpring);

// ---------- Keyframes ----------

async function updateKeyframes() {
  const body = { values: parseValues($("kf-values").value), mode: $("kf-mode").value, samples: num("kf-samples") };
  for (const [key, id] of [["keyTimes", "kf-times"], ["tension", "kf-tension"], ["continuity", "kf-continuity"], ["bias", "kf-bias"]]) {
    const list = parseList($(id).value);
    if (list) body[key] = list;
  }
  const r = await api("keyframes", "keyframes", body);
  const svg = $("keyframes-plot");
  svg.replaceChildren();
  const rows = r.plot.rows;
  if (r.columns.length === 2) {
    const ts = column(rows, 0), vs = column(rows, 1);
    const [y0, y1] = range(vs.concat(body.values), []);
    const f = frame(svg, 0, 1, y0, y1, 40);
    axes(svg, f, ticks(0, 1, 5), ticks(y0, y1, 5), "fraction of the duration", "value");
    curve(svg, f, ts, vs, "curve", "keyframes-curve");
    const times = body.keyTimes || body.values.map((_, i) => (body.values.length > 1 ? i / (body.values.length - 1) : 0));
    if (body.mode !== "paced" && body.mode !== "cubicPaced") body.values.forEach((v, i) => el("circle", { cx: f.px(times[i]), cy: f.py(v), r: 5, class: "key" }, svg));
    const dot = el("circle", { r: 8, class: "mover" }, svg);
    const at = sampler(rows, 0, 1, (row) => row[1]);
    previews.keyframes.render = (p, which, u) => { dot.setAttribute("cx", f.px(u)); dot.setAttribute("cy", f.py(at(u))); };
    setPreview("keyframes", "a", (u) => u);
  } else {
    drawPlane(svg, "keyframes", rows, r.rows, body.values.map((p) => p[0]), body.values.map((p) => p[1]), "keyframes-curve", false);
  }
  showExports("keyframes", tableExports("keyframes", r, "CSV table"));
  return true;
}
const requestKeyframes = live("keyframes", updateKeyframes);

// A motion in the plane (y down, as SVG and Core Animation), with axes in its own units, a tick at
// each exported row (equal fractions of the duration: paced motion shows as even spacing) and a
// mover that the preview walks along the plotted points.
function drawPlane(svg, name, rows, tableRows, keyXs, keyYs, id, withAngle) {
  const vb = svg.viewBox.baseVal, pad = 40;
  const xs = column(rows, 1), ys = column(rows, 2);
  const [x0, x1] = range(xs.concat(keyXs), []), [y0, y1] = range(ys.concat(keyYs), []);
  const scale = Math.min((vb.width - 2 * pad) / (x1 - x0), (vb.height - 2 * pad) / (y1 - y0));
  const ox = (vb.width - scale * (x1 - x0)) / 2, oy = (vb.height - scale * (y1 - y0)) / 2;
  const f = { px: (x) => ox + (x - x0) * scale, py: (y) => oy + (y - y0) * scale };
  const g = el("g", { class: "axes" }, svg);
  const left = f.px(x0), right = f.px(x1), top = f.py(y0), bottom = f.py(y1);
  for (const t of ticks(x0, x1, 6)) {
    el("line", { x1: f.px(t), x2: f.px(t), y1: top, y2: bottom, class: "grid" }, g);
    el("text", { x: f.px(t), y: bottom + 14, "text-anchor": "middle" }, g).textContent = fmt(t);
  }
  for (const t of ticks(y0, y1, 5)) {
    el("line", { x1: left, x2: right, y1: f.py(t), y2: f.py(t), class: "grid" }, g);
    el("text", { x: left - 5, y: f.py(t) + 4, "text-anchor": "end" }, g).textContent = fmt(t);
  }
  el("text", { x: right, y: bottom + 28, "text-anchor": "end", class: "label" }, g).textContent = "x";
  el("text", { x: left - 5, y: top - 8, "text-anchor": "end", class: "label" }, g).textContent = "y (down)";
  const path = curve(svg, f, xs, ys, "curve", id);
  path.dataset.t = column(rows, 0).map(String).join(" ");
  tableRows.forEach((row) => el("circle", { cx: f.px(row[1]), cy: f.py(row[2]), r: 2.2, class: "tick" }, svg));
  keyXs.forEach((x, i) => el("circle", { cx: f.px(x), cy: f.py(keyYs[i]), r: 5, class: "key" }, svg));
  const mover = el("g", { class: "mover" }, svg);
  el("polygon", { points: "-10,-7 12,0 -10,7" }, mover);
  const at = sampler(rows, 0, 1, (row) => row.slice(1));
  previews[name].render = (p, which, u) => {
    const [x, y, angle] = at(u);
    const deg = withAngle ? (angle * 180) / Math.PI : 0;
    mover.setAttribute("transform", `translate(${f.px(x)} ${f.py(y)}) rotate(${deg})`);
  };
  setPreview(name, "a", (u) => u);
}

// ---------- Path ----------

async function updatePath() {
  const r = await api("path", "path", { path: $("path-data").value, paced: $("path-paced").checked, samples: num("path-samples") });
  showNumbers("path-length", r.length);
  const svg = $("path-plot");
  svg.replaceChildren();
  drawPlane(svg, "path", r.plot.rows, r.rows, [], [], "path-curve", true);
  showExports("path", tableExports("path", r, "CSV table (t, x, y, angle)"));
  return true;
}
const requestPath = live("path", updatePath);

// ---------- Colour and transform ----------

// A colour's or a transform's preview (the box styled by the strip's frame nearest the time) and
// exports: the CSS rule with a stop per frame, then the table's.
function showValueKind(panel, r, property, style, csvTitle, note) {
  previews[panel].render = (p, which, u) => {
    const box = p.movers.a;
    style(box, r.strip[Math.round(u * (r.strip.length - 1))]);
    box.style.left = `${(box.parentElement.clientWidth - box.offsetWidth) / 2}px`;
  };
  setPreview(panel, "a", (u) => u);
  const texts = r.texts.map((t) => t[0]);
  showExports(panel, [
    { key: "css", title: "CSS animation rule (one stop per frame)", text: framesRule(`motioncurves-${panel}`, property, texts, round(seconds(previews[panel]), 6)),
      file: `${panel}.css`, type: "text/css", note },
    ...tableExports(panel, r, csvTitle),
  ]);
}

// The exports every table has: the CSV, its spec, Swift and the command line.
function tableExports(panel, r, csvTitle) {
  return [
    { key: "csv", title: csvTitle, text: r.csv, file: `${panel}.csv`, type: "text/csv" },
    { key: "spec", title: "JSON table spec (motioncurves tables --spec)", text: r.spec, file: `${panel}.json`, type: "application/json" },
    { key: "swift", title: "Swift", text: r.swift, file: `${panel[0].toUpperCase()}${panel.slice(1)}.swift` },
    { key: "cli", title: "Command line", text: r.cli },
  ];
}

// @keyframes with one stop per frame, each the library's value: the browser interpolates between
// stops in its own way (oklab for colours, its matrix rules for transforms), so more frames follow
// the library's interpolation more closely.
function framesRule(name, property, texts, secondsText) {
  const n = texts.length;
  const stops = texts.map((t, i) => `  ${round((100 * i) / (n - 1), 6)}% { ${property}: ${t}; }`).join("\n");
  return `@keyframes ${name} {\n${stops}\n}\n.element {\n  animation: ${name} ${secondsText}s linear both;\n}\n`;
}

async function updateColor() {
  const body = { from: $("co-from").value, to: $("co-to").value, space: $("co-space").value, hue: $("co-hue").value,
    gamut: $("co-gamut").value, easing: $("co-easing").value.trim() || "linear", samples: num("co-samples") };
  const r = await api("color", "color", body);
  const texts = r.texts.map((t) => t[0]);
  const strip = $("color-plot");
  strip.style.background = `linear-gradient(to right, ${r.strip.map((c, i) => `${c} ${round((100 * i) / (r.strip.length - 1), 6)}%`).join(", ")})`;
  strip.dataset.colors = r.strip.join(";");
  const swatches = $("color-swatches");
  swatches.replaceChildren();
  texts.forEach((css, i) => {
    const s = document.createElement("div");
    s.className = "swatch";
    s.style.background = css;
    s.title = `frame ${i}: ${css}`;
    s.dataset.css = css;
    swatches.appendChild(s);
  });
  showValueKind("color", r, "background-color", (box, css) => { box.style.background = css; },
    "CSV table", "each stop is the library's colour; between stops the browser mixes in oklab");
  return true;
}
const requestColor = live("color", updateColor);

async function updateTransform() {
  const body = { from: $("tf-from").value, to: $("tf-to").value, matrix2D: $("tf-matrix2D").value,
    easing: $("tf-easing").value.trim() || "linear", samples: num("tf-samples") };
  const r = await api("transform", "transform", body);
  const texts = r.texts.map((t) => t[0]);
  const boxes = $("transform-plot");
  boxes.replaceChildren();
  // Each frame's box by its matrix (the 16 numbers, matrix3d order), faint to solid.
  r.rows.forEach((row, i) => {
    const b = document.createElement("div");
    b.className = "frame-box";
    b.style.transform = `matrix3d(${row.slice(1, 17).join(", ")})`;
    b.dataset.matrix = row.slice(1, 17).join(" ");
    b.style.opacity = String(0.15 + (0.85 * i) / Math.max(1, r.rows.length - 1));
    b.title = `frame ${i}: ${texts[i]}`;
    boxes.appendChild(b);
  });
  showValueKind("transform", r, "transform", (box, css) => { box.style.transform = css === "none" ? "" : css; },
    "CSV table (the 4×4 matrix, matrix3d order)", "each stop is the library's transform; between stops the browser interpolates by its own rules");
  return true;
}
const requestTransform = live("transform", updateTransform);

// ---------- State in the URL ----------

// After each good update the page's fields (those that differ from their defaults), the tab and
// the typed easing go into the URL's fragment, so that a link reproduces the page.
let restoring = true;
function defaultOf(e) {
  if (e.type === "checkbox") return e.defaultChecked ? "1" : "0";
  if (e.tagName === "SELECT") { const o = [...e.options].find((x) => x.defaultSelected) || e.options[0]; return o ? o.value : ""; }
  return e.defaultValue;
}
function controls() {
  return [...document.querySelectorAll("main input[id], main select[id], main textarea[id]")]
    .filter((e) => e.type !== "range" && e.id !== "easing-text" && e.id !== "easing-named");
}
function saveState() {
  if (restoring) return;
  const params = new URLSearchParams();
  const tab = tabs.find((b) => b.getAttribute("aria-selected") === "true");
  if (tab && tab.dataset.tab !== "easing") params.set("tab", tab.dataset.tab);
  if (easing.text !== null) params.set("easing", easing.text);
  for (const e of controls()) {
    if (easing.text !== null && e.id.startsWith("bz-")) continue;
    const value = e.type === "checkbox" ? (e.checked ? "1" : "0") : e.value;
    if (value !== defaultOf(e)) params.set(e.id, value);
  }
  history.replaceState(null, "", params.toString() ? "#" + params.toString() : location.pathname);
}
function restoreState() {
  const params = new URLSearchParams(location.hash.slice(1));
  for (const [key, value] of params) {
    const e = $(key);
    if (!e || !controls().includes(e)) continue;
    if (e.type === "checkbox") e.checked = value === "1"; else e.value = value;
  }
  for (const [slider, input] of [["sp-bounce-range", "sp-bounce"], ["sp-ratio-range", "sp-ratio"], ["sp-damping-range", "sp-damping"]]) $(slider).value = $(input).value;
  springForm = $("spring-form").value;
  document.querySelectorAll("#panel-spring fieldset.form").forEach((f) => { f.hidden = f.dataset.form !== springForm; });
  if (params.has("easing")) {
    easing.text = params.get("easing");
    $("easing-text").value = easing.text;
    $("easing-named").value = [...$("easing-named").options].some((o) => o.value === easing.text) ? easing.text : "";
  } else if (["x1", "y1", "x2", "y2"].some((k) => params.has("bz-" + k))) {
    easing.bezier = ["x1", "y1", "x2", "y2"].map((k) => Number($("bz-" + k).value));
  }
  for (const p of Object.values(previews)) if (p.options.sayClamp) p.options.sayClamp();
  const tab = tabs.find((b) => b.dataset.tab === params.get("tab"));
  if (tab) selectTab(tab);
}

// ---------- Tabs and start ----------

// ARIA tabs: one tab in the Tab order (the selected one); Left/Right (and Home/End) move between
// them and select as they go.
const tabs = [...document.querySelectorAll("#tabs button")];
function selectTab(b) {
  for (const x of tabs) {
    x.classList.toggle("active", x === b);
    x.setAttribute("aria-selected", String(x === b));
    x.tabIndex = x === b ? 0 : -1;
  }
  document.querySelectorAll(".panel").forEach((p) => p.classList.toggle("active", p.id === "panel-" + b.dataset.tab));
  // A preview sized while its panel was hidden is drawn again at its real size.
  const p = previews[b.dataset.tab];
  if (p) draw(p);
  saveState();
}
tabs.forEach((b, i) => {
  b.addEventListener("click", () => selectTab(b));
  b.addEventListener("keydown", (e) => {
    const next = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: tabs.length - 1 }[e.key];
    if (next === undefined) return;
    e.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    selectTab(target);
    target.focus();
  });
});

for (const mode of ["linear", "discrete", "paced", "cubic", "cubicPaced", "natural", "clamped", "notAKnot", "periodic", "monotone"]) {
  const o = document.createElement("option");
  o.value = mode; o.textContent = mode; o.defaultSelected = mode === "cubicPaced";
  $("kf-mode").appendChild(o);
}
$("kf-mode").value = "cubicPaced";
transport("easing", { stage: true, duration: 1, property: true, render: renderProperty });
transport("spring", { stage: true, property: true, render: renderProperty });
transport("keyframes", { duration: 2, render: () => {} });
transport("path", { duration: 2.5, render: () => {} });
transport("color", { stage: true, duration: 1, render: () => {} });
transport("transform", { stage: true, duration: 1, render: () => {} });
setupCompare("easing");
setupCompare("spring");
document.querySelectorAll("#panel-keyframes .controls input, #panel-keyframes .controls select").forEach((i) => i.addEventListener("input", requestKeyframes));
document.querySelectorAll("#panel-path .controls textarea, #panel-path .controls input").forEach((i) => i.addEventListener("input", requestPath));
document.querySelectorAll("#panel-color .controls input, #panel-color .controls select").forEach((i) => i.addEventListener("input", requestColor));
document.querySelectorAll("#panel-transform .controls input, #panel-transform .controls select").forEach((i) => i.addEventListener("input", requestTransform));

function updateAll() {
  requestEasing();
  requestSpring();
  requestKeyframes();
  requestPath();
  requestColor();
  requestTransform();
}
// The named curves first (the URL may name one); without them every other panel still works.
loadCurves()
  .catch((e) => showProblem("easing", "the named curves could not be loaded (" + e.message + ")"))
  .finally(() => {
    restoreState();
    restoring = false;
    updateAll();
  });
// A link pasted into this tab changes only the fragment: restore from it without a reload.
window.addEventListener("hashchange", () => {
  restoring = true;
  restoreState();
  restoring = false;
  updateAll();
});
