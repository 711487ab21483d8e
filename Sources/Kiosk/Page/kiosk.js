// The kiosk page: shows the screen the server sends and sends back what the participant does.
// Plain JavaScript, no framework: the server decides; the page draws and reports taps.
"use strict";

const view = document.getElementById("view");
const progress = document.getElementById("progress");
const cancelButton = document.getElementById("cancel");
const confirmSheet = document.getElementById("confirm");
let socket = null;
let current = null;
let finished = false;
// The page's own texts in the run's language, by name, from the latest screen.
let labels = {};

// MARK: Connection

function connect() {
  const url = new URL("socket", location.href);
  url.protocol = location.protocol === "https:" ? "wss:" : "ws:";
  socket = new WebSocket(url);
  socket.onopen = sendViewport;
  socket.onmessage = (event) => receive(JSON.parse(event.data));
  socket.onclose = () => {
    if (finished) return;
    current = null;
    view.replaceChildren(element("p", { class: "waiting" }, t("connectionLost")));
    setTimeout(connect, 1000);
  };
}

// A message is a screen, or `{"screen": …, "cues": […]}` when the run speaks through the page.
function receive(message) {
  if (message && Array.isArray(message.cues)) {
    speakCues(message.cues);
    if (message.screen) show(message.screen);
  } else if (message) {
    show(message);
  }
}

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function sendViewport() {
  send({ command: "viewport", width: window.innerWidth, height: window.innerHeight });
}

window.addEventListener("resize", sendViewport);
// What a view that lays itself out to the page's size (the review's pages) redoes on a resize.
let relayout = null;
window.addEventListener("resize", () => { if (relayout) relayout(); });

// Every pointer (finger, pen, mouse button) is sent as a touch sample, positions over the page.
const down = new Set();
function sendPointer(phase, event) {
  send({
    command: "pointer",
    pointer: {
      phase, id: event.pointerId,
      x: event.clientX / window.innerWidth, y: event.clientY / window.innerHeight,
      pixelX: Math.round(event.clientX), pixelY: Math.round(event.clientY),
      age: Math.max(0, performance.now() - event.timeStamp),
    },
  });
}
document.addEventListener("pointerdown", (event) => { down.add(event.pointerId); sendPointer("began", event); }, true);
document.addEventListener("pointermove", (event) => { if (down.has(event.pointerId)) sendPointer("moved", event); }, true);
for (const [type, phase] of [["pointerup", "ended"], ["pointercancel", "cancelled"]]) {
  document.addEventListener(type, (event) => {
    if (down.delete(event.pointerId)) sendPointer(phase, event);
  }, true);
}

// MARK: Cancel

cancelButton.addEventListener("click", () => {
  confirmSheet.hidden = false;
  document.getElementById("confirm-keep").focus();
});
document.getElementById("confirm-keep").addEventListener("click", () => { confirmSheet.hidden = true; });
document.getElementById("confirm-stop").addEventListener("click", () => {
  confirmSheet.hidden = true;
  send({ command: "cancel" });
});

// MARK: Drawing

function element(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith("on")) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value === true ? "" : value);
  }
  node.append(...children.filter((child) => child !== null && child !== undefined));
  return node;
}

// The page's text `name` in the run's language, with `values` in place of {1}, {2}…
function t(name, ...values) {
  return values.reduce((text, value, index) => text.replace(`{${index + 1}}`, value), labels[name] || name);
}

function button(text, onClick, attributes = {}) {
  return element("button", { type: "button", onclick: onClick, ...attributes }, text);
}

function show(next) {
  const rebuild = !current || current.key !== next.key || current.kind !== next.kind;
  current = next;
  finished = next.kind === "ended";
  if (next.labels) showLabels(next.labels);
  if (next.language) document.documentElement.lang = next.language;
  progress.textContent = next.progress || "";
  cancelButton.hidden = !next.canCancel;
  if (!next.canCancel) confirmSheet.hidden = true;
  if (rebuild) build(next);
  update(next);
}

function build(s) {
  document.querySelectorAll(".stage, .memory-foot, .holepeg-board, .amsler-board, .touch-scroll-board, .touch-two-board").forEach((node) => node.remove());
  relayout = null;
  const builders = {
    instruction: buildInstruction, completion: buildInstruction, question: buildQuestion, review: buildReview,
    countdown: buildTimer, timer: buildTimer, walking: buildTimer, timedWalk: buildTimer,
    tapping: buildTapping, memory: buildMemory, stroop: buildStroop, holePeg: buildHolePeg, touchAbility: buildTouchAbility, psat: buildPsat, trailmaking: buildTrail, towerOfHanoi: buildHanoi, amslerGrid: buildAmslerGrid, ended: buildEnded, language: buildLanguage,
    consentSections: buildConsentSections, consentReview: buildConsentReview, enrolment: buildEnrolment,
    normalizedReactionTime: buildReaction,
  };
  view.replaceChildren(...(builders[s.kind] || buildInstruction)(s));
  const first = view.querySelector("[autofocus]");
  if (first) first.focus();
}

function update(s) {
  const notice = document.getElementById("notice");
  if (notice) notice.textContent = s.notice || "";
  const remaining = document.getElementById("remaining");
  if (remaining && s.remaining !== undefined && s.remaining !== null) {
    remaining.textContent = s.kind === "countdown" ? String(s.remaining) : clock(s.remaining);
  }
  const status = document.getElementById("activity-status");
  if (status) status.textContent = s.activityStatus || "";
  const count = document.getElementById("count");
  if (count) {
    if (s.kind === "walking") count.textContent = t("stepsCounted", s.count, s.target);
    if (s.kind === "timedWalk") count.textContent = t("distanceWalked", s.count, s.target);
    if (s.kind === "tapping") {
      count.textContent = s.started ? t("tapsSoFar", s.score) : t("timeStartsAtFirstTap");
    }
    if (s.kind === "memory") count.textContent = t("memoryStatus", s.score, s.game, s.games);
  }
  if (s.kind === "memory") updateMemory(s);
  if (s.kind === "stroop") updateStroop(s);
  if (s.kind === "holePeg") updateHolePeg(s);
  if (s.kind === "touchAbility") updateTouchScroll(s);
  if (s.kind === "touchAbility") updateTouchTwoFingers(s);
  if (s.kind === "psat") updatePsat(s);
  if (s.kind === "trailmaking") updateTrail(s);
  if (s.kind === "towerOfHanoi") updateHanoi(s);
  if (s.kind === "amslerGrid") updateAmslerGrid(s);
  if (s.kind === "normalizedReactionTime") updateReaction(s);
  if (s.kind === "consentReview") updateConsentReview(s);
}

function clock(seconds) {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

function heading(s) {
  return [
    s.title ? element("h1", { id: "title" }, s.title) : null,
    s.text ? element("p", { class: "text" }, s.text) : null,
  ];
}

function navigation(s, next, extra = []) {
  return element("nav", { class: "steps", "aria-label": t("ariaNavigation") },
    s.canGoBack ? button(t("back"), () => send({ command: "back" }), { class: "secondary back" }) : null,
    ...extra,
    next ? button(t("next"), next, { autofocus: true }) : null);
}

function buildInstruction(s) {
  return [
    ...heading(s),
    s.detail ? element("p", { class: "text muted" }, s.detail) : null,
    element("div", { class: "body" }),
    element("p", { id: "notice", class: "notice", role: "alert" }),
    navigation(s, () => send({ command: "next" })),
  ].filter(Boolean);
}

// The static texts of the page (the bar's Cancel, the stop dialog) in the run's language.
function showLabels(next) {
  labels = next;
  cancelButton.textContent = t("cancel");
  document.getElementById("confirm-title").textContent = t("stopThisTask");
  document.getElementById("confirm-text").textContent = t("doneSoFarIsSaved");
  document.getElementById("confirm-keep").textContent = t("keepGoing");
  document.getElementById("confirm-stop").textContent = t("stopTask");
}

// The first screen of a task in several languages: each language by its own name.
function buildLanguage(s) {
  return [
    element("h1", { id: "title" }, s.title),
    element("div", { class: "languages", role: "group", "aria-labelledby": "title" },
      ...s.languages.map((language) => button(language.name, () => send({ command: "language", tag: language.tag }),
        { lang: language.tag }))),
  ];
}

function buildEnded(s) {
  const completed = s.status === "completed";
  return [element("div", { class: "body center" },
    element("h1", {}, completed ? t("thankYou") : t("stopped")),
    element("p", {}, completed ? t("taskComplete") : t("taskStopped")))];
}

function buildTimer(s) {
  return [element("div", { class: "body center" },
    ...heading(s).filter(Boolean),
    s.kind === "countdown" ? element("p", { class: "muted" }, t("startingIn")) : null,
    element("p", { id: "remaining", class: "big", role: "timer", "aria-live": "off" }),
    s.kind === "walking" || s.kind === "timedWalk" ? element("p", { id: "count", class: "count", "aria-live": "polite" }) : null,
    element("p", { id: "activity-status", class: "activity-status", "aria-live": "assertive" }))];
}

// MARK: Questions

function buildQuestion(s) {
  const q = s.question;
  const input = answerInput(q);
  const skip = q.isOptional ? [button(t("skip"), () => send({ command: "skip" }), { class: "secondary" })] : [];
  if (q.dontKnow) skip.push(button(q.dontKnow, () => send({ command: "dontKnow" }), { class: "secondary" }));
  return [
    q.section || q.position ? element("p", { class: "muted" }, [q.section, q.position].filter(Boolean).join(" · ")) : null,
    element("h1", { id: "prompt" }, q.prompt),
    q.learnMore ? element("details", { class: "learn-more" }, element("summary", {}, q.learnMoreLabel), element("p", {}, q.learnMore)) : null,
    element("div", { class: "body" }, ...input.nodes),
    element("p", { id: "notice", class: "notice", role: "alert" }),
    navigation(s, () => {
      // undefined: no answer given (an untouched slider, nothing chosen); the server decides
      // whether that skips the question or is refused. null: refused here, the reason shown.
      const text = input.read();
      if (text === undefined) send({ command: "next" });
      else if (text !== null) send({ command: "answer", text });
    }, skip),
  ].filter(Boolean);
}

// The input for one answer format: its nodes and `read`, which returns the text the format
// reads (choices by their numbers from 1), undefined when the participant gave no answer, or
// null after showing why what they entered cannot be sent.
function answerInput(q) {
  switch (q.input) {
    case "choice": return choiceInput(q, false);
    case "multipleChoice": return choiceInput(q, true);
    case "scale": return scaleInput(q);
    case "integer": case "decimal": return keypadInput(q, [{ label: q.unit || null }], (values) => values[0]);
    case "measurement":
      // Each field with its unit (`5 ft 10 in`), as the format reads typed text; empty fields left out.
      return keypadInput(q, q.fields.map((unit) => ({ label: unit })),
        (values) => values.map((value, index) => value ? `${value} ${q.fields[index]}` : "").filter(Boolean).join(" "));
    case "pickers": return pickersInput(q);
    case "timeInterval":
      return keypadInput(q, [{ label: "hours" }, { label: "minutes" }],
        (values) => `${values[0] || 0}:${String(values[1] || 0).padStart(2, "0")}`);
    case "location": return locationInput(q);
    case "date": case "dateAndTime": case "timeOfDay": return dateInput(q);
    default: return textInput(q);
  }
}

const ladderColumns = 5;

function choiceInput(q, multiple) {
  const chosen = new Set();
  const images = q.options.some((option) => option.image);
  const group = element("div", {
    class: "choices" + (images ? " images" : "") + (q.vertical ? " vertical" : ""),
    role: multiple ? "group" : "radiogroup", "aria-labelledby": "prompt",
  });
  // "Other, please specify": a text field shown while the other choice is chosen, sent after a colon.
  const otherIndex = q.options.findIndex((option) => option.other);
  // A ladder's rungs run five to a row, the top rungs in the top row; with an "other" field the
  // choices take two columns sooner, so that the field fits below them.
  const columns = images ? (q.vertical ? 1 : Math.min(q.options.length, 6))
    : q.ladder ? ladderColumns : q.options.length > (otherIndex >= 0 ? 2 : 4) ? 2 : 1;
  const otherText = otherIndex < 0 ? null : element("input", {
    type: "text", id: "other", autocomplete: "off", hidden: true, "aria-label": q.options[otherIndex].text,
  });
  group.style.setProperty("--columns", columns);
  q.options.forEach((option, index) => {
    const attributes = multiple ? { "aria-pressed": "false" } : { role: "radio", "aria-checked": "false" };
    const choice = button(option.text, () => {
      if (!multiple) chosen.clear();
      if (chosen.has(index)) chosen.delete(index);
      else {
        // An exclusive choice ("Nothing") and the others unchoose each other at once, as the flow does.
        q.options.forEach((other, otherIndex) => { if (option.exclusive || other.exclusive) chosen.delete(otherIndex); });
        chosen.add(index);
      }
      group.querySelectorAll("button").forEach((other, otherIndex) => {
        other.setAttribute(multiple ? "aria-pressed" : "aria-checked", String(chosen.has(otherIndex)));
      });
      if (otherText) otherText.hidden = !chosen.has(otherIndex);
    }, attributes);
    if (option.image) choice.prepend(element("img", { src: option.image, alt: "" }));
    if (option.color) choice.prepend(element("span", { class: "swatch", style: `background: ${option.color}` }));
    // A ladder's first rung is its bottom: drawn in the bottom row, rows rising to the top rung.
    if (q.ladder) {
      const rows = Math.ceil(q.options.length / ladderColumns);
      choice.style.order = String((rows - 1 - Math.floor(index / ladderColumns)) * ladderColumns + index % ladderColumns);
    }
    group.append(choice);
  });
  const ends = (label) => q.ladder && label ? element("p", { class: "muted" }, label) : null;
  return {
    nodes: [ends(q.maximumLabel), group, ends(q.minimumLabel), otherText],
    read: () => {
      if (chosen.size === 0) return undefined;
      const numbers = [...chosen].sort((a, b) => a - b).map((index) => index + 1).join(",");
      const specified = otherText && chosen.has(otherIndex) ? otherText.value.trim() : "";
      return specified ? `${numbers}: ${specified}` : numbers;
    },
  };
}

function scaleInput(q) {
  const range = element("input", {
    type: "range", id: "answer", min: q.minimum, max: q.maximum, step: q.step, value: q.initial,
    "aria-labelledby": "prompt", "aria-orientation": q.vertical ? "vertical" : null,
  });
  // Untouched, the slider is no answer (as in ResearchKit): its value shows once it is moved.
  let touched = false;
  range.classList.add("untouched");
  const output = element("output", { for: "answer", "aria-live": "polite" }, "");
  range.addEventListener("input", () => {
    touched = true;
    range.classList.remove("untouched");
    output.textContent = range.value;
  });
  const ends = q.vertical
    ? element("div", { class: "ends" }, element("span", {}, `${q.maximum} ${q.maximumLabel || ""}`), element("span", {}, `${q.minimum} ${q.minimumLabel || ""}`))
    : element("div", { class: "ends" }, element("span", {}, `${q.minimum} ${q.minimumLabel || ""}`), element("span", {}, `${q.maximum} ${q.maximumLabel || ""}`));
  return {
    nodes: [element("div", { class: "scale" + (q.vertical ? " vertical" : "") }, range, ends, output)],
    read: () => touched ? range.value : undefined,
  };
}

// Numbers typed on the page's own keypad (kiosks have no keyboard); a hardware keyboard works too.
function keypadInput(q, fields, combine) {
  const inputs = fields.map((field, index) => element("input", {
    type: "text", inputmode: "none", id: index === 0 ? "answer" : `answer-${index}`, autocomplete: "off",
    "aria-labelledby": field.label ? `prompt label-${index}` : "prompt",
  }));
  let target = inputs[0];
  inputs.forEach((input) => input.addEventListener("focus", () => { target = input; }));
  const negative = q.input === "location" || (q.minimum !== undefined && q.minimum < 0) || (q.input !== "timeInterval" && q.minimum === undefined);
  const decimal = q.input === "decimal" || q.input === "location" || q.input === "measurement";
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", decimal ? "." : "", "0", "⌫"];
  if (negative) keys.push("±");
  const keypad = element("div", { class: "keypad", role: "group", "aria-label": t("ariaKeypad") },
    ...keys.map((key) => key === "" ? element("span") : button(key, () => {
      if (key === "⌫") target.value = target.value.slice(0, -1);
      else if (key === "±") target.value = target.value.startsWith("-") ? target.value.slice(1) : "-" + target.value;
      else target.value += key;
    }, { "aria-label": key === "⌫" ? t("ariaDelete") : key === "±" ? t("ariaMinusSign") : null })));
  const labelled = inputs.map((input, index) => element("label", {}, input,
    fields[index].label ? element("span", { id: `label-${index}` }, fields[index].label) : null));
  return {
    nodes: [element("div", { class: "entry" },
      element("div", { class: "fields" }, ...labelled, element("p", { class: "muted" }, q.hint)), keypad)],
    read: () => combine(inputs.map((input) => input.value.trim())),
  };
}

// One value from each picker side by side (feet and inches, hours and minutes), sent by their texts.
function pickersInput(q) {
  const selects = q.pickers.map((texts, index) => element("select", { id: index === 0 ? "answer" : `answer-${index}`, "aria-labelledby": "prompt" },
    element("option", { value: "" }, "–"), ...texts.map((text) => element("option", { value: text }, text))));
  return {
    nodes: [element("div", { class: "pickers" }, ...selects)],
    read: () => selects.every((select) => select.value === "") ? undefined : selects.map((select) => select.value).join(", "),
  };
}

function locationInput(q) {
  const entry = keypadInput(q, [{ label: "latitude" }, { label: "longitude" }], (values) => `${values[0]}, ${values[1]}`);
  if (q.currentLocation) {
    entry.nodes[0].querySelector(".fields").prepend(
      button(t("useCurrentLocation", q.currentLocation), () => send({ command: "currentLocation" }), { class: "secondary" }));
  }
  return entry;
}

function dateInput(q) {
  const type = { date: "date", dateAndTime: "datetime-local", timeOfDay: "time" }[q.input];
  const bound = (text) => {
    if (!text) return null;
    if (q.input === "date") return text.slice(0, 10);
    if (q.input === "timeOfDay") return text.slice(0, 5);
    const date = new Date(text);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
  };
  const input = element("input", { type, id: "answer", min: bound(q.earliest), max: bound(q.latest), "aria-labelledby": "prompt" });
  return {
    nodes: [input, element("p", { class: "muted" }, q.hint)],
    read: () => q.input === "dateAndTime" && input.value ? new Date(input.value).toISOString() : input.value,
  };
}

function textInput(q) {
  const attributes = { id: "answer", "aria-labelledby": "prompt", autocomplete: "off", maxlength: q.maximumLength > 0 ? q.maximumLength : null };
  const input = q.multipleLines ? element("textarea", attributes)
    : element("input", { ...attributes, type: q.input === "email" ? "email" : "text" });
  return { nodes: [input, element("p", { class: "muted" }, q.hint)], read: () => input.value };
}

// MARK: Review

// The answers so far, as many as fit at once (More answers shows the next ones, then the first
// again): touching one goes back to its step; Next continues.
function buildReview(s) {
  const entries = s.review.map((entry) => button(`${entry.prompt}: ${entry.answer}`, () => send({ command: "revisit", step: entry.step })));
  const list = element("div", { class: "review" }, ...entries);
  let first = 0;
  const more = button(t("moreAnswers"), () => {
    const next = entries.findIndex((node, index) => index >= first && node.hidden);
    first = next < 0 ? 0 : next;
    page();
  }, { class: "secondary", hidden: true });
  function page() {
    entries.forEach((node, index) => { node.hidden = index < first; });
    more.hidden = false;
    const bottom = list.getBoundingClientRect().bottom;
    let fits = true;
    for (const node of entries.slice(first)) {
      fits = fits && node.getBoundingClientRect().bottom <= bottom + 0.5;
      node.hidden = !fits;
    }
    more.hidden = first === 0 && entries.every((node) => !node.hidden);
  }
  relayout = page;
  requestAnimationFrame(page);
  return [
    ...heading(s),
    list,
    element("p", { id: "notice", class: "notice", role: "alert" }),
    navigation(s, () => send({ command: "next" }), [more]),
  ].filter(Boolean);
}

// MARK: Active steps with targets

function stage(s, className, onKeyboard) {
  const layer = element("div", { class: "stage" });
  s.targets.forEach((target, index) => {
    const node = button(target.label || (className === "target" ? t("tapButton") : ""), (event) => {
      // A pointer's tap already went to the server as a touch; only keyboard or switch activation is sent here.
      if (event.detail === 0) onKeyboard(index);
    }, { class: className, "aria-label": target.name });
    Object.assign(node.style, {
      left: `${target.x * 100}vw`, top: `${target.y * 100}vh`, width: `${target.width * 100}vw`, height: `${target.height * 100}vh`,
    });
    layer.append(node);
  });
  document.body.append(layer);
}

function buildTapping(s) {
  stage(s, "target", (index) => send({ command: "press", side: index === 0 ? "left" : "right" }));
  return [element("div", { class: "activity-head" },
    ...heading(s).filter(Boolean),
    element("p", { id: "remaining", class: "big", role: "timer", "aria-live": "off" }),
    element("p", { id: "count", class: "count", "aria-live": "polite" }))];
}

function buildMemory(s) {
  stage(s, "cell", (index) => send({ command: "cell", index }));
  document.body.append(element("div", { class: "memory-foot" },
    element("p", { id: "count", class: "count", "aria-live": "polite" }),
    // A touch anywhere continues (it reaches the server as a touch); the keyboard continues here.
    button(t("continueButton"), (event) => { if (event.detail === 0) send({ command: "proceed" }); }, { id: "proceed", hidden: true })));
  return [element("div", { class: "activity-head" }, element("h1", { id: "memory-title", "aria-live": "polite" }))];
}

function updateMemory(s) {
  const titles = {
    playback: t("watchTargets"),
    gameplay: s.reversed ? t("tapInReverse") : t("tapInOrder"),
  };
  const outcomes = { success: t("wellDone"), failure: t("notTheNextTarget"), timeout: t("timeIsUp") };
  document.getElementById("memory-title").textContent = titles[s.phase] || outcomes[s.outcome] || "";
  document.querySelectorAll(".stage .cell").forEach((cell, index) => {
    cell.classList.toggle("lit", s.targets[index].state === "lit");
    cell.classList.toggle("done", s.targets[index].state === "done");
  });
  document.getElementById("proceed").hidden = !s.started;
}

// The Stroop test: the step's text, the word in its ink (blank between trials), and the four
// colour buttons; a finger on a button reaches the server as a touch, the keyboard as a cell.
function buildStroop(s) {
  stage(s, "stroop-button", (index) => send({ command: "cell", index }));
  return [element("div", { class: "activity-head" },
    element("p", { class: "stroop-text" }, s.text || ""),
    element("p", { id: "stroop-word", class: "stroop-word", "aria-live": "assertive" }))];
}

// The hole-peg test: the step's text and time left, the hole (or the line) and the peg, which
// follows two fingers as the server reports it; the fingers reach the server as pointer touches.
function buildHolePeg(s) {
  const board = element("div", { class: "holepeg-board", "aria-hidden": "true" },
    element("div", { id: "holepeg-target", class: s.holePeg.action === "place" ? "holepeg-hole" : "holepeg-line" }),
    element("div", { id: "holepeg-peg", class: "holepeg-peg" }));
  document.body.append(board);
  place(document.getElementById("holepeg-target"), s.holePeg.target);
  return [element("div", { class: "activity-head" },
    ...heading(s).filter(Boolean),
    element("p", { id: "remaining", class: "count", role: "timer", "aria-live": "off" }),
    element("p", { id: "holepeg-count", class: "count", "aria-live": "polite" }))];
}

function place(node, frame) {
  Object.assign(node.style, {
    left: `${frame.x * 100}vw`, top: `${frame.y * 100}vh`, width: `${frame.width * 100}vw`, height: `${frame.height * 100}vh`,
  });
}

function updateHolePeg(s) {
  const peg = document.getElementById("holepeg-peg");
  place(peg, s.holePeg.peg);
  // A rotated test draws the hole turned 45°: the peg fits once the fingers turn it as far.
  peg.style.transform = `rotate(${s.holePeg.rotation}deg)`;
  peg.classList.toggle("held", s.holePeg.held);
  document.getElementById("holepeg-target").classList.toggle("rotated", s.holePeg.rotated);
  document.getElementById("holepeg-count").textContent = `${s.holePeg.done} / ${s.holePeg.pegs}`;
}

// The Amsler grid: ResearchKit's black grid on white with its centre dot, drawn on a canvas
// where the server puts it, the step's text in the column beside it, and the marks the server
// reports. Fingers reach the server as pointer touches: on the grid they mark, a swipe left
// outside it ends the step.
function buildAmslerGrid(s) {
  const canvas = element("canvas", { id: "amsler-canvas", class: "amsler-canvas", role: "img", "aria-label": s.title || "" });
  const board = element("div", { class: "amsler-board" }, canvas,
    element("p", { class: "amsler-swipe", "aria-hidden": "true" }, "\u2190"));
  document.body.append(board);
  place(canvas, s.amslerGrid.grid);
  return [element("div", { class: "amsler-side" }, ...heading(s).filter(Boolean))];
}

function updateAmslerGrid(s) {
  const canvas = document.getElementById("amsler-canvas");
  const side = Math.round(canvas.getBoundingClientRect().width);
  if (canvas.width !== side) { canvas.width = side; canvas.height = side; }
  const context = canvas.getContext("2d");
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, side, side);
  context.strokeStyle = "#000000";
  context.lineWidth = 1;
  context.beginPath();
  for (let index = 0; index <= s.amslerGrid.cells; index += 1) {
    const at = Math.min(Math.round((index * side) / s.amslerGrid.cells), side - 1) + 0.5;
    context.moveTo(at, 0); context.lineTo(at, side);
    context.moveTo(0, at); context.lineTo(side, at);
  }
  context.stroke();
  context.fillStyle = "#000000";
  context.beginPath();
  context.arc(side / 2, side / 2, side / 75, 0, 2 * Math.PI);
  context.fill();
  // Each mark as wide as the analysis's brush (0.04 of the grid).
  context.strokeStyle = "rgba(186, 26, 26, 0.6)";
  context.fillStyle = "rgba(186, 26, 26, 0.6)";
  context.lineWidth = 0.04 * side;
  context.lineCap = "round";
  context.lineJoin = "round";
  for (const stroke of s.amslerGrid.strokes) {
    context.beginPath();
    stroke.forEach(([x, y], index) => (index ? context.lineTo(x * side, y * side) : context.moveTo(x * side, y * side)));
    if (stroke.length === 1) context.arc(stroke[0][0] * side, stroke[0][1] * side, 0.02 * side, 0, 2 * Math.PI);
    context.stroke();
  }
}

function updateStroop(s) {
  const word = document.getElementById("stroop-word");
  word.textContent = s.word || "";
  word.style.color = s.ink || "";
}

// Touch ability: ResearchKit's square to tap or hold where the server puts it, or the arrow to
// swipe along; every finger reaches the server as a touch, the keyboard activates the square as a tap.
function buildTouchAbility(s) {
  if (s.targets) stage(s, "touch-target", () => send({ command: "cell", index: 0 }));
  if (s.scroll) buildTouchScroll(s.scroll);
  if (s.twoFingers) buildTouchTwoFingers(s.twoFingers);
  const arrows = { up: "\u2191", down: "\u2193", left: "\u2190", right: "\u2192" };
  return [element("div", { class: "activity-head" },
    ...heading(s).filter(Boolean),
    element("p", { id: "activity-status", class: "activity-status touch-status", "aria-live": "assertive" }),
    s.arrow ? element("p", { class: "touch-arrow", "aria-hidden": "true" }, arrows[s.arrow]) : null)];
}

// A touch-ability scroll trial: the numbered items in a clipped frame, the coloured one in the
// accent colour, and the box it goes to; the finger's pointer events reach the server, which
// sends back the offset the list is drawn at (the browser's own scrolling is off).
function buildTouchScroll(scroll) {
  const vertical = scroll.direction === "vertical";
  const strip = element("div", { id: "touch-scroll-strip", class: `touch-scroll-strip ${scroll.direction}` });
  for (let item = 0; item < scroll.items; item++) {
    strip.append(element("div", { class: item === scroll.coloured ? "touch-scroll-item coloured" : `touch-scroll-item ${item % 2 ? "odd" : "even"}` },
      String(item + 1)));
  }
  strip.style.setProperty("--visible", scroll.visible);
  strip.style.setProperty("--items", scroll.items);
  const frame = element("div", { class: "touch-scroll-frame", "aria-hidden": "true" }, strip);
  const box = element("div", { class: "touch-scroll-box", "aria-hidden": "true" });
  place(frame, scroll.frame);
  place(box, scroll.box);
  strip.style[vertical ? "height" : "width"] = `${(scroll.items / scroll.visible) * 100}%`;
  document.body.append(element("div", { class: "touch-scroll-board" }, frame, box));
}

function updateTouchScroll(s) {
  const strip = document.getElementById("touch-scroll-strip");
  if (!strip || !s.scroll) return;
  const shift = `${-(s.scroll.offset / s.scroll.items) * 100}%`;
  strip.style.transform = s.scroll.direction === "vertical" ? `translateY(${shift})` : `translateX(${shift})`;
}

// A touch-ability pinch or rotation trial: the outline at the target (a square scaled by it, or an
// arrow turned by it), the filled shape as the fingers have scaled or turned it so far (the
// server measures it from their pointer events), and a dot at each finger down.
function buildTouchTwoFingers(two) {
  const kind = two.gesture === "pinch" ? "square" : "arrow";
  const guide = element("div", { id: "touch-two-guide", class: `touch-two-guide ${kind}` });
  const shape = element("div", { id: "touch-two-shape", class: `touch-two-shape ${kind}` });
  if (kind === "arrow") [guide, shape].forEach((node) => node.append(arrowShape()));
  place(guide, two.frame);
  place(shape, two.frame);
  guide.style.transform = two.gesture === "pinch" ? `scale(${two.target})` : `rotate(${two.target}deg)`;
  document.body.append(element("div", { id: "touch-two-board", class: "touch-two-board", "aria-hidden": "true" }, guide, shape));
}

// ResearchKit's arrow (ORKTouchAbilityArrowView): point up, filled for the shape, a dashed outline for the guide.
function arrowShape() {
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("preserveAspectRatio", "none");
  const polygon = document.createElementNS("http://www.w3.org/2000/svg", "polygon");
  polygon.setAttribute("points", "50,2 98,40 65,40 65,98 35,98 35,40 2,40");
  polygon.setAttribute("vector-effect", "non-scaling-stroke");
  svg.append(polygon);
  return svg;
}

function updateTouchTwoFingers(s) {
  const shape = document.getElementById("touch-two-shape");
  if (!shape || !s.twoFingers) return;
  shape.style.transform = s.twoFingers.gesture === "pinch" ? `scale(${s.twoFingers.current})` : `rotate(${s.twoFingers.current}deg)`;
  const board = document.getElementById("touch-two-board");
  board.querySelectorAll(".touch-finger").forEach((node) => node.remove());
  for (const finger of s.twoFingers.fingers) {
    const dot = element("div", { class: "touch-finger" });
    Object.assign(dot.style, { left: `${finger.x * 100}vw`, top: `${finger.y * 100}vh` });
    board.append(dot);
  }
}

// A finger held on a touch-ability square must not open the browser's context menu, which would take the pointer.
document.addEventListener("contextmenu", (event) => { if (current && current.kind === "touchAbility") event.preventDefault(); });

// The PSAT: the step's text, the digit (a dash between digits; "Listen" when spoken), the addition's number, and the
// keypad of sums 3 to 17; a finger on a key reaches the server as a touch, the keyboard as a cell.
function buildPsat(s) {
  stage(s, "psat-key", (index) => send({ command: "cell", index }));
  return [element("div", { class: "activity-head" },
    element("p", { id: "psat-text", class: "psat-text" }, s.text || ""),
    element("p", { id: "psat-digit", class: "psat-digit", "aria-live": "assertive" }),
    element("p", { id: "psat-count", class: "psat-count" }))];
}

function updatePsat(s) {
  document.getElementById("psat-text").textContent = s.text || "";
  const digit = document.getElementById("psat-digit");
  digit.textContent = s.digit || "";
  // An auditory PSAT's "Listen" cue stands where the digit would be, in smaller type.
  digit.classList.toggle("psat-listen", (s.digit || "").length > 2);
  document.getElementById("psat-count").textContent = s.game > 0 ? `${s.game}/${s.games}` : "";
}

// The Trail Making test: the step's text and the errors so far in one line under the bar, the
// circles, a line between consecutive circles reached (as ResearchKit draws it); a finger on a
// circle reaches the server as a touch, the keyboard as a cell.
function buildTrail(s) {
  stage(s, "trail-circle", (index) => send({ command: "cell", index }));
  const svg = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  svg.setAttribute("id", "trail-lines");
  svg.setAttribute("class", "trail-lines");
  svg.setAttribute("viewBox", "0 0 100 100");
  svg.setAttribute("preserveAspectRatio", "none");
  svg.setAttribute("aria-hidden", "true");
  document.querySelector(".stage").prepend(svg);
  return [element("p", { class: "trail-head" }, s.text || "", " ",
    element("span", { id: "activity-status", class: "trail-status", "aria-live": "polite" }))];
}

function updateTrail(s) {
  document.querySelectorAll(".stage .trail-circle").forEach((circle, index) => {
    circle.classList.toggle("done", s.targets[index].state === "done");
    circle.classList.toggle("error", s.targets[index].state === "error");
  });
  const centre = (target) => [(target.x + target.width / 2) * 100, (target.y + target.height / 2) * 100];
  const reached = s.targets.filter((target) => target.state === "done");
  const lines = reached.slice(1).map((target, index) => {
    const [[x1, y1], [x2, y2]] = [centre(reached[index]), centre(target)];
    const line = document.createElementNS("http://www.w3.org/2000/svg", "line");
    Object.entries({ x1, y1, x2, y2, "vector-effect": "non-scaling-stroke" }).forEach(([k, v]) => line.setAttribute(k, v));
    return line;
  });
  document.getElementById("trail-lines").replaceChildren(...lines);
}

// The Tower of Hanoi: the moves under the bar (the step's text, too long for the line between the
// bar and the towers at 800×480, was the instruction before), the three towers as buttons
// with their disks drawn bottom up (a finger on a tower reaches the server as a touch, the keyboard
// as a cell), and ResearchKit's "I cannot solve this puzzle" below them, which gives up.
function buildHanoi(s) {
  stage(s, "hanoi-tower", (index) => send({ command: "cell", index }));
  document.body.append(element("div", { class: "memory-foot" },
    button(t("towerOfHanoiGiveUp"), () => send({ command: "skip" }), { class: "secondary", id: "give-up" })));
  return [element("p", { class: "trail-head" },
    element("span", { id: "activity-status", class: "hanoi-status", "aria-live": "polite" }))];
}

function updateHanoi(s) {
  document.querySelectorAll(".stage .hanoi-tower").forEach((tower, index) => {
    tower.classList.toggle("selected", s.targets[index].state === "selected");
    tower.classList.toggle("target", s.targets[index].state === "target");
    tower.replaceChildren(...s.disks[index].map((size, level) => {
      const disk = element("span", { class: "hanoi-disk" }, String(size));
      Object.assign(disk.style, { width: `${30 + (65 * size) / s.games}%`, bottom: `${3 + level * 11}%` });
      return disk;
    }));
  });
}

// Reaction time by touch: ResearchKit's grey square with the blue circle in its middle, the circle
// shown while the server says the stimulus is due; a finger anywhere reaches the server as a touch.
// The frame that first paints each attempt's circle is reported as `shown`: the time its animation
// frame callbacks run (performance.now() there, just before the paint; the frame's own time stamp
// can precede the change in headless Chromium), sent as an age on the clock of the pointer events'
// time stamps, so the server maps both alike.
let reactionShown = null;

function buildReaction(s) {
  reactionShown = null;
  return [element("div", { class: "body center" },
    ...heading(s).filter(Boolean),
    element("p", { id: "activity-status", class: "activity-status", "aria-live": "assertive" }),
    element("div", { class: "reaction-field" }, element("div", { id: "reaction-circle", class: "reaction-circle" })))];
}

function updateReaction(s) {
  document.getElementById("reaction-circle").classList.toggle("shown", Boolean(s.stimulus));
  if (!s.stimulus || reactionShown === s.game) return;
  reactionShown = s.game;
  requestAnimationFrame(() => {
    const painted = performance.now();
    send({ command: "shown", age: Math.max(0, performance.now() - painted) });
  });
}

// MARK: Consent

// The visual consent's sections, one at a time; Next after the last and Back before the first go to the server.
function buildConsentSections(s) {
  const sections = s.consent.sections;
  let index = 0;
  const holder = element("div", { class: "body" });
  const position = element("p", { class: "muted" });
  const back = button(t("back"), () => {
    if (index > 0) { index -= 1; draw(); } else send({ command: "back" });
  }, { class: "secondary back" });
  const draw = () => {
    const section = sections[index];
    const more = element("p", { class: "text", id: "learn-more", hidden: true }, section.content);
    position.textContent = t("sectionOf", index + 1, sections.length);
    holder.replaceChildren(
      element("h1", {}, section.title),
      section.summary ? element("p", { class: "text" }, section.summary) : null,
      section.content ? button(section.learnMore, () => { more.hidden = !more.hidden; },
        { class: "secondary", "aria-controls": "learn-more" }) : null,
      more);
    back.hidden = index === 0 && !s.canGoBack;
  };
  const nav = element("nav", { class: "steps", "aria-label": t("ariaNavigation") }, back,
    button(t("next"), () => {
      if (index + 1 < sections.length) { index += 1; draw(); } else send({ command: "next" });
    }));
  draw();
  return [position, holder, element("p", { id: "notice", class: "notice", role: "alert" }), nav];
}

// The review at the stage the server's flow pages it: the document (Agree once the server takes
// it; the page reports reading to the end), the reason for consent, the names, the signature pad.
// Each stage's part goes to the server as a `consent` event; the server decides what comes next.
function buildConsentReview(s) {
  const consent = s.consent;
  const decide = (event, values = {}) => send({ command: "consent", event, ...values });
  const holder = element("div", { class: "body" });
  const back = button(t("back"), () => send({ command: "back" }), { class: "secondary back" });
  let actions = [];
  if (consent.stage === "read") {
    const text = element("div", { class: "scroll text", tabindex: "0", role: "document", "aria-label": t("ariaConsentDocument") },
      ...consent.document.split("\n\n").map((paragraph) => element("p", {}, paragraph)));
    let reported = consent.canAgree;
    const atEnd = () => {
      if (reported || text.scrollTop + text.clientHeight < text.scrollHeight - 4) return;
      reported = true;
      decide("read");
    };
    text.addEventListener("scroll", atEnd);
    requestAnimationFrame(atEnd);
    holder.replaceChildren(text, element("p", { class: "muted", id: "consent-read", hidden: consent.canAgree }, t("readToTheEnd")));
    actions = [s.canGoBack ? back : element("span", { class: "back" }),
      button(t("disagree"), () => decide("disagree"), { class: "secondary" }),
      button(t("agree"), () => decide("agree"), { id: "consent-agree", disabled: !consent.canAgree })];
  } else if (consent.stage === "reason") {
    holder.replaceChildren(element("h1", {}, t("agreement")), element("p", { class: "text" }, consent.reason));
    actions = [back, button(t("agree"), () => decide("agree"))];
  } else if (consent.stage === "names") {
    const field = (label, id, value) => element("label", { class: "name" }, element("span", {}, label),
      element("input", { type: "text", id, autocomplete: "off", value: value || "" }));
    holder.replaceChildren(element("h1", {}, consent.signer ? t("signersName", consent.signer) : t("yourName")),
      field(t("givenNameField"), "given-name", consent.givenName), field(t("familyNameField"), "family-name", consent.familyName));
    const typed = (id) => document.getElementById(id).value.trim();
    actions = [back, button(t("next"), () => decide("names", { givenName: typed("given-name"), familyName: typed("family-name") }))];
  } else {
    const drawn = {};
    const pad = signaturePad(drawn);
    holder.replaceChildren(element("h1", {}, t("signWithFinger")), pad.node);
    actions = [back, button(t("clear"), () => { pad.clear(); decide("clear"); }, { class: "secondary" }),
      button(t("sign"), () => decide("sign", { strokes: drawn.strokes }))];
    pad.fit();
  }
  return [holder, element("p", { id: "notice", class: "notice", role: "alert" }),
    element("nav", { class: "steps", "aria-label": t("ariaNavigation") }, ...actions)];
}

// Agree is offered once the server took the document as read to its end.
function updateConsentReview(s) {
  const agree = document.getElementById("consent-agree");
  if (agree) agree.disabled = !s.consent.canAgree;
  const hint = document.getElementById("consent-read");
  if (hint) hint.hidden = s.consent.canAgree;
}

// Strokes drawn with a finger into `decision.strokes`: points normalized to the pad, seconds from the first touch.
function signaturePad(decision) {
  const canvas = element("canvas", { class: "pad", role: "img", "aria-label": t("ariaSignaturePad") });
  const context = canvas.getContext("2d");
  let start = null;
  let stroke = null;
  decision.strokes = [];
  const point = (event) => {
    const box = canvas.getBoundingClientRect();
    if (start === null) start = event.timeStamp;
    return {
      x: Math.min(1, Math.max(0, (event.clientX - box.left) / box.width)),
      y: Math.min(1, Math.max(0, (event.clientY - box.top) / box.height)),
      t: (event.timeStamp - start) / 1000,
    };
  };
  const line = (from, to) => {
    context.beginPath();
    context.moveTo(from.x * canvas.width, from.y * canvas.height);
    context.lineTo(to.x * canvas.width, to.y * canvas.height);
    context.stroke();
  };
  canvas.addEventListener("pointerdown", (event) => {
    document.getElementById("notice").textContent = "";
    stroke = [point(event)];
    decision.strokes.push(stroke);
  });
  canvas.addEventListener("pointermove", (event) => {
    if (!stroke) return;
    const next = point(event);
    line(stroke[stroke.length - 1], next);
    stroke.push(next);
  });
  for (const type of ["pointerup", "pointercancel", "pointerleave"]) canvas.addEventListener(type, () => { stroke = null; });
  return {
    node: canvas,
    clear: () => { decision.strokes = []; start = null; context.clearRect(0, 0, canvas.width, canvas.height); },
    fit: () => requestAnimationFrame(() => {
      canvas.width = canvas.clientWidth;
      canvas.height = canvas.clientHeight;
      context.lineWidth = 3;
      context.lineCap = "round";
      context.strokeStyle = "#1b1b1f";
    }),
  };
}

// MARK: Enrolment

// Before the task: the participant ID typed on the page's own keyboard (A–Z, 0–9 and '-', as
// clinic labels print them; participants never type on a physical keyboard) and the visit chosen
// from the study's. The server checks both and answers with a notice when it refuses them.
function buildEnrolment(s) {
  const asks = s.enrolment;
  let typed = "";
  let visit = null;
  const shown = element("output", { id: "participant-id", class: "typed", "aria-live": "polite" });
  const type = (key) => {
    typed = key === "delete" ? typed.slice(0, -1) : (typed + key).slice(0, 32);
    shown.textContent = typed;
  };
  const rows = ["1234567890", "QWERTYUIOP", "ASDFGHJKL-", "ZXCVBNM"];
  const keys = rows.flatMap((row) => [...row].map((key) => button(key, () => type(key), { "aria-label": key === "-" ? "hyphen" : key })));
  keys.push(button("⌫", () => type("delete"), { class: "delete", "aria-label": "Delete" }));
  const identity = asks.asksParticipant ? element("div", { class: "enrol-id" },
    element("label", { class: "typed-label" }, t("participantID"), shown),
    element("div", { class: "keyboard", role: "group", "aria-label": "Keyboard" }, ...keys)) : null;
  const visits = asks.visits.map((name) => button(name, (event) => {
    visit = name;
    for (const other of visitGroup.children) other.setAttribute("aria-checked", String(other === event.currentTarget));
  }, { role: "radio", "aria-checked": "false" }));
  const visitGroup = element("div", { class: "choices enrol-visits", role: "radiogroup", "aria-label": t("visit") }, ...visits);
  const next = button(t("next"), () => send({
    command: "enrol",
    participant: asks.asksParticipant ? typed : undefined,
    visit: asks.visits.length ? visit : undefined,
  }), { id: "enrol-next" });
  return [
    element("h1", { id: "title" }, s.title),
    element("div", { class: "enrol" },
      identity,
      element("div", { class: "enrol-side" },
        asks.visits.length ? element("p", { class: "muted" }, t("visit")) : null,
        asks.visits.length ? visitGroup : null,
        next)),
    element("p", { id: "notice", class: "notice", role: "alert" }),
  ];
}

// MARK: Speech (--speech browser)
// The server sends an active step's cues with its messages; the page speaks those it has not
// spoken yet with the browser's voice in the cue's language (a new instruction cuts one still
// speaking; countdown seconds queue), and plays the tones the sound card would: 880 Hz for
// 150 ms to start, 440 Hz for 300 ms to stop. Cues taken are kept in window.activetaskCues
// (a headless browser has no voices, so tests read what the page was told).
let lastCue = -1;
let audioContext = null;
window.activetaskCues = [];
const tones = { startTone: [880, 0.15], stopTone: [440, 0.3] };

function speakCues(cues) {
  for (const cue of cues) {
    if (cue.id <= lastCue) continue;
    lastCue = cue.id;
    window.activetaskCues.push(cue);
    if (tones[cue.kind]) {
      playTone(tones[cue.kind][0], tones[cue.kind][1]);
    } else if (window.speechSynthesis && cue.text) {
      if (cue.kind !== "countdown") speechSynthesis.cancel();
      const utterance = new SpeechSynthesisUtterance(cue.text);
      utterance.lang = cue.language;
      // An auditory PSAT's digit: the server times answers from when the voice began it.
      if (cue.kind === "stimulus") {
        utterance.onstart = (event) => {
          const age = performance.now() - event.timeStamp;
          send({ command: "spoken", id: cue.id, age: age >= 0 && age < 1000 ? age : 0 });
        };
      }
      speechSynthesis.speak(utterance);
    }
  }
}

function playTone(frequency, seconds) {
  const Context = window.AudioContext || window.webkitAudioContext;
  if (!Context) return;
  audioContext = audioContext || new Context();
  const oscillator = audioContext.createOscillator();
  const gain = audioContext.createGain();
  const now = audioContext.currentTime;
  oscillator.frequency.value = frequency;
  gain.gain.setValueAtTime(0, now);
  gain.gain.linearRampToValueAtTime(0.5, now + 0.01);
  gain.gain.setValueAtTime(0.5, now + seconds - 0.01);
  gain.gain.linearRampToValueAtTime(0, now + seconds);
  oscillator.connect(gain).connect(audioContext.destination);
  oscillator.start(now);
  oscillator.stop(now + seconds);
}

connect();
