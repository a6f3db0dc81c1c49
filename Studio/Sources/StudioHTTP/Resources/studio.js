// MotionCurves Studio: the page's drawing and controls. Every number shown, plotted or exported
// comes from the JSON API (/api/...), which runs the MotionCurves library; this script only draws
// what it is given and sends what the designer types or drags.
"use strict";

const SVGNS = "http://www.w3.org/2000/svg";
const $ = (id) => document.getElementById(id);

// ---------- API ----------

// Sequence numbers per panel: a slow answer never overwrites a newer one.
const latest = {};
async function api(panel, endpoint, body) {
  const seq = (latest[panel + endpoint] = (latest[panel + endpoint] || 0) + 1);
  let response, json;
  try {
    response = await fetch("/api/" + endpoint, {
      // Problems with the input come back as 200 with an error body (X-Problems-In-Body), so a
      // typo is not a failed request in the browser's console.
      method: "POST", headers: { "Content-Type": "application/json", "X-Problems-In-Body": "1" }, body: JSON.stringify(body),
    });
    json = await response.json();
  } catch (e) {
    json = { error: "the studio server did not answer (" + e.message + ")" };
    response = { ok: false };
  }
  if (seq !== latest[panel + endpoint]) return null;
  if (!response.ok || json.error !== undefined) {
    showProblem(panel, (json.field ? json.field + ": " : "") + json.error);
    return null;
  }
  const box = $(panel + "-error");
  box.textContent = "";
  box.classList.remove("shown");
  return json;
}

// Shows a panel's error. Until the next good answer the plot and the exports are the last valid
// curve's: they are marked out of date, and the exports cannot be copied or downloaded (inert).
function showProblem(panel, message) {
  const box = $(panel + "-error");
  box.textContent = message;
  box.classList.add("shown");
  document.body.dataset[panel + "State"] = "error";
  $(panel + "-plot").classList.add("stale");
  $(panel + "-exports").inert = true;
  $(panel + "-exports").classList.add("stale");
}

// A field that does not hold a number: its message names the field.
class FieldError extends Error {}

// Runs a panel's update; a field that does not hold a number stops it with that field's message.
function guarded(panel, update) {
  return async () => {
    try {
      await update();
    } catch (e) {
      if (!(e instanceof FieldError)) throw e;
      showProblem(panel, e.message);
    }
  };
}

// Each panel's update generation. An update waits for two answers (the table, then the linear()
// export); one that a newer update has overtaken stops at its next answer, so it neither shows
// its stale exports nor marks the panel ready while the newer one is still waiting.
const updates = {};
function beginUpdate(panel) {
  document.body.dataset[panel + "State"] = "busy";
  return (updates[panel] = (updates[panel] || 0) + 1);
}
function isCurrent(panel, generation) { return updates[panel] === generation; }

function debounce(fn, ms) {
  let timer = null;
  return (...args) => { clearTimeout(timer); timer = setTimeout(() => fn(...args), ms); };
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
  const name = input.getAttribute("aria-label") || (label ? label.textContent.trim() : id);
  // A number input holding text it cannot read reports "" with validity.badInput.
  const empty = raw === "" && !(input.validity && input.validity.badInput);
  throw new FieldError(`${name}: ${empty ? "empty; type a number" : raw === "" ? "not a number" : `"${raw}" is not a number`}`);
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

// A polyline of the API's rows; the exact numbers are kept on the element (data-x, data-y) so that
// a test can compare the plotted curve with the CLI's table.
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

// ---------- Exports ----------

function download(name, text, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement("a");
  a.href = url; a.download = name; document.body.appendChild(a); a.click(); a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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
    // Copy says what happened, then reads "Copy" again.
    copy.onclick = async () => {
      let said = "Copied";
      try { await navigator.clipboard.writeText(item.text); } catch (e) { said = "Copy failed"; }
      copy.textContent = said;
      setTimeout(() => { copy.textContent = "Copy"; }, 1500);
    };
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

// ---------- Moving previews (frames picked from the API's rows; no interpolation) ----------

const previews = {};
function preview(name, ball, positions, seconds) {
  previews[name] = { ball, positions, seconds: Math.max(seconds, 0.05) };
}
function tick(now) {
  for (const p of Object.values(previews)) {
    const cycle = p.seconds + 0.6;
    const t = ((now / 1000) % cycle) / p.seconds;
    const i = Math.min(p.positions.length - 1, Math.floor(Math.min(t, 1) * (p.positions.length - 1)));
    p.ball(p.positions[i]);
  }
  requestAnimationFrame(tick);
}
requestAnimationFrame(tick);

function trackBall(id) {
  const ball = $(id);
  return (v) => { ball.style.left = `calc(${(v * 100).toFixed(3)}% - 12px)`; };
}

// ---------- Easing ----------

const easing = { bezier: [0.25, 0.1, 0.25, 1], text: null, frame: null };

const updateEasing = guarded("easing", async () => {
  const generation = beginUpdate("easing");
  const samples = num("easing-samples");
  const body = easing.text === null ? { bezier: easing.bezier, samples } : { easing: easing.text, samples };
  const r = await api("easing", "easing", body);
  if (!r) return;
  // Every field that describes the curve follows it: the four Bézier fields hold its control
  // points, blank and disabled for a curve that is not a cubic Bézier; after a drag or an edit of
  // those fields the CSS text shows the new curve and the named-curve menu names none.
  if (r.bezier) easing.bezier = r.bezier;
  ["x1", "y1", "x2", "y2"].forEach((k, i) => {
    const field = $("bz-" + k);
    field.disabled = !r.bezier;
    field.placeholder = r.bezier ? "" : "—";
    if (!r.bezier) field.value = "";
    else if (document.activeElement !== field) field.value = r.bezier[i];
  });
  if (easing.text === null) {
    if (document.activeElement !== $("easing-text")) $("easing-text").value = r.css || "";
    $("easing-named").value = "";
  }
  $("easing-handles").disabled = !r.bezier;
  $("easing-description").textContent = r.description;
  $("easing-css").textContent = r.css || "(no CSS text: export as linear())";
  drawEasing(r);
  const maxError = num("easing-max-error");
  const linearBody = easing.text === null ? { bezier: easing.bezier, maxError } : { easing: easing.text, maxError };
  const items = [];
  if (r.css) items.push({ key: "css", title: "CSS", text: r.css, note: "exact: the browser evaluates this very curve" });
  const lin = await api("easing", "css-linear", linearBody);
  if (!isCurrent("easing", generation)) return;
  if (lin) items.push({ key: "linear", title: "CSS linear()", text: lin.text, file: "easing.css", type: "text/css",
    note: `max error ${lin.maxError} (limit ${lin.limit}) at x = ${lin.maxErrorInput}, ${lin.stops} stops, guaranteed over the whole curve` });
  else items.push({ key: "linear", title: "CSS linear()", text: $("easing-error").textContent });
  items.push({ key: "csv", title: "CSV table (x, y, slope)", text: r.csv, file: "easing.csv", type: "text/csv" });
  items.push({ key: "spec", title: "JSON table spec (motioncurves tables --spec)", text: r.spec, file: "easing.json", type: "application/json" });
  items.push({ key: "swift", title: "Swift", text: r.swift, file: "Easing.swift" });
  items.push({ key: "cli", title: "Command line", text: r.cli });
  showExports("easing", items);
  document.body.dataset.easingState = "ready";
});
const updateEasingSoon = debounce(updateEasing, 60);

function drawEasing(r) {
  const svg = $("easing-plot");
  // A redraw replaces the handles; the one that had the keyboard keeps it.
  const focused = document.activeElement && svg.contains(document.activeElement) ? document.activeElement.id : null;
  svg.replaceChildren();
  const xs = r.rows.map((row) => row[0]), ys = r.rows.map((row) => row[1]), slopes = r.rows.map((row) => row[2]);
  const handleYs = r.bezier ? [r.bezier[1], r.bezier[3]] : [];
  const [y0, y1] = range(ys.concat(handleYs), [0, 1]);
  const f = frame(svg, 0, 1, Math.min(y0, -0.1), Math.max(y1, 1.1));
  easing.frame = f;
  axes(svg, f, ticks(0, 1, 5), ticks(f.y0, f.y1, 6), "time", "progress");
  el("line", { x1: f.px(0), y1: f.py(0), x2: f.px(1), y2: f.py(1), class: "diagonal" }, svg);
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
  axes(s, fs, ticks(0, 1, 5), ticks(s0, s1, 3), "", "slope");
  curve(s, fs, xs, slopes, "curve slope", "easing-slope-curve");
  preview("easing", trackBall("easing-ball"), ys, 1.2);
}

// Puts control point `index` (0 or 2) at (x, y): x kept in [0, 1], both rounded to 0.001 so that
// the CSS text is exact; the live circle follows at once, and the curve is asked for anew.
function placeHandle(id, index, x, y) {
  const nx = Math.round(Math.min(1, Math.max(0, x)) * 1000) / 1000;
  const ny = Math.round(y * 1000) / 1000;
  const fr = easing.frame, live = $(id);
  if (live) { live.setAttribute("cx", fr.px(nx)); live.setAttribute("cy", fr.py(ny)); }
  easing.bezier[index] = nx; easing.bezier[index + 1] = ny;
  easing.text = null;
  updateEasingSoon();
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
  updateEasing();
});
function applyText() {
  easing.text = $("easing-text").value;
  $("easing-named").value = [...$("easing-named").options].some((o) => o.value === easing.text) ? easing.text : "";
  updateEasing();
}
$("easing-apply").addEventListener("click", applyText);
$("easing-text").addEventListener("keydown", (e) => { if (e.key === "Enter") applyText(); });
["x1", "y1", "x2", "y2"].forEach((k, i) => $("bz-" + k).addEventListener("input", (e) => {
  easing.bezier[i] = e.target.value === "" ? NaN : Number(e.target.value);
  easing.text = null;
  updateEasingSoon();
}));
$("easing-samples").addEventListener("input", updateEasingSoon);
$("easing-max-error").addEventListener("input", updateEasingSoon);

// ---------- Spring ----------

// The form whose fields hold the current spring (the menu's value changes before its handler runs).
let springForm = "db";
function springSpec(form = springForm) {
  if (form === "db") return { duration: num("sp-duration"), bounce: num("sp-bounce") };
  if (form === "rz") return { response: num("sp-response"), dampingRatio: num("sp-ratio") };
  if (form === "kz") return { stiffness: num("sp-kz-stiffness"), dampingRatio: num("sp-kz-ratio") };
  if (form === "material") return $("sp-material").value;
  if (form === "origami") return { origamiTension: num("sp-origami-tension"), origamiFriction: num("sp-origami-friction") };
  if (form === "pop") return { bounciness: num("sp-bounciness"), speed: num("sp-speed") };
  if (form === "motion") return { motionDuration: num("sp-motion-duration"), bounce: num("sp-motion-bounce") };
  if (form === "visual") return { visualDuration: num("sp-visual-duration"), bounce: num("sp-visual-bounce") };
  return { mass: num("sp-mass"), stiffness: num("sp-stiffness"), damping: num("sp-damping"), allowsOverdamping: !$("sp-clamp").checked };
}

const updateSpring = guarded("spring", async () => {
  const generation = beginUpdate("spring");
  const body = { spring: springSpec(), from: num("sp-from"), to: num("sp-to"), initialVelocity: num("sp-velocity"), fps: num("sp-fps"), epsilon: num("sp-epsilon") };
  const r = await api("spring", "spring", body);
  if (!r) return;
  const s = r.spring;
  $("sp-regime").textContent = s.regime;
  $("sp-regime").className = "regime " + s.regime;
  $("sp-settling").textContent = r.settlingTime;
  $("sp-ca").textContent = r.settlingDuration === null ? "—" : r.settlingDuration;
  $("sp-ca").title = r.settlingDurationNote || "";
  $("sp-mkc").textContent = `${s.mass}, ${s.stiffness}, ${s.damping}`;
  $("sp-clamped").textContent = s.clamped ? `yes: ${s.damping} runs as the critical ${s.effectiveDamping} (SwiftUI's clamp)` : "no";
  $("sp-zeta").textContent = s.dampingRatio;
  $("sp-omega").textContent = s.naturalFrequency + " rad/s";
  $("sp-db").textContent = `${s.duration} s, ${s.bounce}`;
  drawSpring(r, body);
  const maxError = num("spring-max-error");
  const items = [];
  const lin = await api("spring", "css-linear", { spring: body.spring, maxError });
  if (!isCurrent("spring", generation)) return;
  if (lin) items.push({ key: "linear", title: "CSS linear() (progress 0 to 1, starting at rest)", text: lin.text, file: "spring.css", type: "text/css",
    note: `animation-duration: ${lin.duration}s; max error ${lin.maxError} (limit ${lin.limit}) at x = ${lin.maxErrorInput}, ${lin.stops} stops`});
  items.push({ key: "csv", title: "CSV table (time, value, velocity)", text: r.csv, file: "spring.csv", type: "text/csv" });
  items.push({ key: "spec", title: "JSON table spec (motioncurves tables --spec)", text: r.spec, file: "spring.json", type: "application/json" });
  items.push({ key: "swift", title: "Swift", text: r.swift, file: "Spring.swift" });
  items.push({ key: "cli", title: "Command line", text: [r.cli, r.cliSettlingTime, r.cliSettlingDuration].filter((x) => x).join("\n") });
  showExports("spring", items);
  document.body.dataset.springState = "ready";
});
const updateSpringSoon = debounce(updateSpring, 60);

function drawSpring(r, body) {
  const svg = $("spring-plot");
  svg.replaceChildren();
  const ts = r.rows.map((row) => row[0]), vs = r.rows.map((row) => row[1]);
  const tEnd = Math.max(ts[ts.length - 1], r.settlingDuration || 0, 0.05);
  const [y0, y1] = range(vs, [body.from, body.to]);
  const f = frame(svg, 0, tEnd, y0, y1, 40);
  axes(svg, f, ticks(0, tEnd, 6), ticks(y0, y1, 5), "seconds", "value");
  el("line", { x1: f.px(0), x2: f.px(tEnd), y1: f.py(body.to), y2: f.py(body.to), class: "target" }, svg);
  const band = Math.abs(body.to - body.from) * body.epsilon || body.epsilon;
  el("rect", { x: f.px(0), width: f.px(tEnd) - f.px(0), y: f.py(body.to + band), height: Math.max(1, f.py(body.to - band) - f.py(body.to + band)), class: "band" }, svg);
  const marker = (t, cls, label, dy) => {
    el("line", { x1: f.px(t), x2: f.px(t), y1: f.py(y0), y2: f.py(y1), class: cls }, svg);
    const right = f.px(t) > svg.viewBox.baseVal.width * 0.6;
    el("text", { x: f.px(t) + (right ? -4 : 4), y: f.py(y1) + dy, class: "marker-label", "text-anchor": right ? "end" : "start" }, svg).textContent = label;
  };
  marker(r.settlingTime, "settle", "settles " + fmt(r.settlingTime) + " s", 12);
  if (r.settlingDuration !== null) marker(r.settlingDuration, "ca", "CA settlingDuration " + fmt(r.settlingDuration) + " s", 28);
  curve(svg, f, ts, vs, "curve", "spring-curve");
  const span = body.to - body.from || 1;
  preview("spring", trackBall("spring-ball"), vs.map((v) => 0.1 + 0.8 * (v - body.from) / span), ts[ts.length - 1]);
}

$("spring-form").addEventListener("change", async () => {
  // Carry the current spring over to the new form (numbers from the last answer); while a field
  // of the old form does not hold a number, the new form keeps its own values.
  let r = null;
  try {
    r = await api("spring", "spring", { spring: springSpec(springForm), fps: 60 });
  } catch (e) {
    if (!(e instanceof FieldError)) throw e;
  }
  const form = $("spring-form").value;
  springForm = form;
  document.querySelectorAll("#panel-spring fieldset.form").forEach((f) => { f.hidden = f.dataset.form !== form; });
  if (r) {
    const s = r.spring;
    $("sp-duration").value = s.duration; $("sp-bounce").value = s.bounce; $("sp-bounce-range").value = s.bounce;
    $("sp-response").value = s.response; $("sp-ratio").value = s.dampingRatio; $("sp-ratio-range").value = s.dampingRatio;
    $("sp-mass").value = s.mass; $("sp-stiffness").value = s.stiffness; $("sp-damping").value = s.damping; $("sp-damping-range").value = s.damping;
    // The unit-mass spring with the same motion, for the forms whose mass is 1.
    $("sp-kz-stiffness").value = s.stiffness / s.mass; $("sp-kz-ratio").value = s.dampingRatio;
    $("sp-origami-tension").value = s.origamiTension; $("sp-origami-friction").value = s.origamiFriction;
    if (s.bounciness !== null) { $("sp-bounciness").value = s.bounciness; $("sp-speed").value = s.speed; }
    // Motion's forms clamp the damping ratio to [0.05, 1]: carried over where it is in range.
    if (s.dampingRatio >= 0.05 && s.dampingRatio <= 1) {
      $("sp-visual-duration").value = s.response / 1.2; $("sp-visual-bounce").value = 1 - s.dampingRatio;
    }
  }
  updateSpring();
});
for (const [range_, input] of [["sp-bounce-range", "sp-bounce"], ["sp-ratio-range", "sp-ratio"], ["sp-damping-range", "sp-damping"]]) {
  $(range_).addEventListener("input", () => { $(input).value = $(range_).value; updateSpringSoon(); });
  $(input).addEventListener("input", () => { $(range_).value = $(input).value; });
}
document.querySelectorAll("#panel-spring input").forEach((i) => i.addEventListener("input", updateSpringSoon));
$("sp-material").addEventListener("change", updateSpringSoon);

// ---------- Keyframes ----------

const updateKeyframes = guarded("keyframes", async () => {
  document.body.dataset.keyframesState = "busy";
  const body = { values: parseValues($("kf-values").value), mode: $("kf-mode").value, samples: num("kf-samples") };
  for (const [key, id] of [["keyTimes", "kf-times"], ["tension", "kf-tension"], ["continuity", "kf-continuity"], ["bias", "kf-bias"]]) {
    const list = parseList($(id).value);
    if (list) body[key] = list;
  }
  const r = await api("keyframes", "keyframes", body);
  if (!r) return;
  const svg = $("keyframes-plot");
  svg.replaceChildren();
  const ts = r.rows.map((row) => row[0]);
  if (r.columns.length === 2) {
    const vs = r.rows.map((row) => row[1]);
    const [y0, y1] = range(vs.concat(body.values), []);
    const f = frame(svg, 0, 1, y0, y1, 40);
    axes(svg, f, ticks(0, 1, 5), ticks(y0, y1, 5), "fraction of the duration", "value");
    curve(svg, f, ts, vs, "curve", "keyframes-curve");
    const times = body.keyTimes || body.values.map((_, i) => (body.values.length > 1 ? i / (body.values.length - 1) : 0));
    if (body.mode !== "paced" && body.mode !== "cubicPaced") body.values.forEach((v, i) => el("circle", { cx: f.px(times[i]), cy: f.py(v), r: 5, class: "key" }, svg));
    const dot = el("circle", { r: 8, class: "mover" }, svg);
    preview("keyframes", (i) => { dot.setAttribute("cx", f.px(ts[i])); dot.setAttribute("cy", f.py(vs[i])); }, vs.map((_, i) => i), 2);
  } else {
    const xs = r.rows.map((row) => row[1]), ys = r.rows.map((row) => row[2]);
    drawPlane(svg, xs, ys, body.values.map((p) => p[0]), body.values.map((p) => p[1]), "keyframes-curve", null);
  }
  showExports("keyframes", [
    { key: "csv", title: "CSV table", text: r.csv, file: "keyframes.csv", type: "text/csv" },
    { key: "spec", title: "JSON table spec (motioncurves tables --spec)", text: r.spec, file: "keyframes.json", type: "application/json" },
    { key: "swift", title: "Swift", text: r.swift, file: "Keyframes.swift" },
    { key: "cli", title: "Command line", text: r.cli },
  ]);
  document.body.dataset.keyframesState = "ready";
});

// A motion in the plane (y down, as SVG and Core Animation), with a dot walking the rows at equal
// fractions of the duration: paced motion shows as even spacing.
function drawPlane(svg, xs, ys, keyXs, keyYs, id, angles) {
  const vb = svg.viewBox.baseVal;
  const [x0, x1] = range(xs.concat(keyXs), []), [y0, y1] = range(ys.concat(keyYs), []);
  const scale = Math.min((vb.width - 60) / (x1 - x0), (vb.height - 60) / (y1 - y0));
  const ox = (vb.width - scale * (x1 - x0)) / 2, oy = (vb.height - scale * (y1 - y0)) / 2;
  const f = { px: (x) => ox + (x - x0) * scale, py: (y) => oy + (y - y0) * scale };
  const path = curve(svg, f, xs, ys, "curve", id);
  path.dataset.y = ys.map(String).join(" ");
  xs.forEach((x, i) => { if (i % 4 === 0) el("circle", { cx: f.px(x), cy: f.py(ys[i]), r: 2.2, class: "tick" }, svg); });
  keyXs.forEach((x, i) => el("circle", { cx: f.px(x), cy: f.py(keyYs[i]), r: 5, class: "key" }, svg));
  const mover = el("g", { class: "mover" }, svg);
  el("polygon", { points: "-10,-7 12,0 -10,7" }, mover);
  preview(id, (i) => {
    const deg = angles ? (angles[i] * 180) / Math.PI : 0;
    mover.setAttribute("transform", `translate(${f.px(xs[i])} ${f.py(ys[i])}) rotate(${deg})`);
  }, xs.map((_, i) => i), 2.5);
}

// ---------- Path ----------

const updatePath = guarded("path", async () => {
  document.body.dataset.pathState = "busy";
  const r = await api("path", "path", { path: $("path-data").value, paced: $("path-paced").checked, samples: num("path-samples") });
  if (!r) return;
  $("path-length").textContent = r.length;
  const svg = $("path-plot");
  svg.replaceChildren();
  drawPlane(svg, r.rows.map((row) => row[1]), r.rows.map((row) => row[2]), [], [], "path-curve", r.rows.map((row) => row[3]));
  showExports("path", [
    { key: "csv", title: "CSV table (t, x, y, angle)", text: r.csv, file: "path.csv", type: "text/csv" },
    { key: "spec", title: "JSON table spec (motioncurves tables --spec)", text: r.spec, file: "path.json", type: "application/json" },
    { key: "swift", title: "Swift", text: r.swift, file: "Path.swift" },
    { key: "cli", title: "Command line", text: r.cli },
  ]);
  document.body.dataset.pathState = "ready";
});

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
  o.value = mode; o.textContent = mode;
  $("kf-mode").appendChild(o);
}
$("kf-mode").value = "cubicPaced";
document.querySelectorAll("#panel-keyframes input, #panel-keyframes select").forEach((i) => i.addEventListener("input", debounce(updateKeyframes, 80)));
document.querySelectorAll("#panel-path textarea, #panel-path input").forEach((i) => i.addEventListener("input", debounce(updatePath, 120)));

loadCurves().then(updateEasing);
updateSpring();
updateKeyframes();
updatePath();
