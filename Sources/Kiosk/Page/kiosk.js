// The kiosk page: shows the screen the server sends and sends back what the participant does.
// Plain JavaScript, no framework: the server decides; the page draws and reports taps. This is the
// core; each task family's view is its own script in families/, which registers it in `views`.
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
  node.append(...drawn(children));
  return node;
}

// The nodes and texts of `children` to draw: null and undefined (a part the screen does not have)
// draw nothing, where `append` and `replaceChildren` would draw them as the words "null" and "undefined".
function drawn(children) {
  return children.filter((child) => child !== null && child !== undefined);
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

// Every kind of screen's view, by the screen's `kind`: `build(s)` returns the nodes of the view,
// `update(s)` (where there is one) redraws what moves. The core's are below; each task family's
// script in families/ (the page lists them all) registers its own.
const views = {};

function registerView(kind, view) {
  views[kind] = view;
}

for (const [kind, make] of Object.entries({
  instruction: buildInstruction, completion: buildInstruction, question: buildQuestion, review: buildReview,
  countdown: buildTimer, timer: buildTimer, ended: buildEnded, language: buildLanguage,
  consentSections: buildConsentSections, enrolment: buildEnrolment,
})) registerView(kind, { build: make });
registerView("consentReview", { build: buildConsentReview, update: updateConsentReview });

function build(s) {
  overlays.splice(0).forEach((node) => node.remove());
  relayout = null;
  view.replaceChildren(...drawn((views[s.kind] || views.instruction).build(s)));
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
  const shown = views[s.kind];
  if (shown && shown.update) shown.update(s);
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

// The end: "Thank you" or "Stopped"; after a completion step, that step's title and text stay
// (the participant was thanked there) with the line that the device can be handed back.
function buildEnded(s) {
  const completed = s.status === "completed";
  return [element("div", { class: "body center" },
    element("h1", {}, s.title || (completed ? t("thankYou") : t("stopped"))),
    s.text ? element("p", { class: "text" }, s.text) : null,
    element("p", {}, completed ? t("taskComplete") : t("taskStopped")))];
}

// The timer screen (countdowns, active steps, and the families shown on it): the title and text,
// the time left, `extra` below it (a walk's count) and the activity's status.
function buildTimer(s, ...extra) {
  return [element("div", { class: "body center" },
    ...heading(s).filter(Boolean),
    s.kind === "countdown" ? element("p", { class: "muted" }, t("startingIn")) : null,
    element("p", { id: "remaining", class: "big", role: "timer", "aria-live": "off" }),
    ...extra,
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
  // Untouched, the slider is no answer and draws no thumb (as ResearchKit's scale slider): a touch
  // anywhere on its track answers, even on the value it starts at (where the browser fires no
  // input event), as do a drag and the keyboard. The answer shows at once and a refusal goes.
  let touched = false;
  range.classList.add("untouched");
  const output = element("output", { for: "answer", "aria-live": "polite" }, "");
  const answered = () => {
    touched = true;
    range.classList.remove("untouched");
    output.textContent = range.value;
    const notice = document.getElementById("notice");
    if (notice) notice.textContent = "";
  };
  range.addEventListener("input", answered);
  // The browser sets the value where the pointer came down before it is lifted.
  range.addEventListener("pointerup", answered);
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
  const negative = q.negative;
  const decimal = q.input === "decimal" || q.input === "location" || q.input === "measurement";
  // A telephone's rows: 1 2 3 / 4 5 6 / 7 8 9 / ⌫ 0 and the decimal point, then ± alone.
  const keys = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", decimal ? "." : ""];
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

// MARK: Drawing helpers for the families' views (families/*.js)

// What a view draws over the page outside #view (a stage of targets, a board): added to the body,
// removed when the next view is built.
let overlays = [];

function overlay(node) {
  document.body.append(node);
  overlays.push(node);
}

// The timer's line for a count beside it (a walk's steps, the taps, the memory game's score).
function countLine() {
  return element("p", { id: "count", class: "count", "aria-live": "polite" });
}

// The screen's targets as buttons at their places over the page, with their labels (`blank` for
// those without); a finger on one reaches the server as a touch, the keyboard or a switch as
// `onKeyboard(index)`.
function stage(s, className, onKeyboard, blank = "") {
  const layer = element("div", { class: "stage" });
  s.targets.forEach((target, index) => {
    const node = button(target.label || blank, (event) => {
      // A pointer's tap already went to the server as a touch; only keyboard or switch activation is sent here.
      if (event.detail === 0) onKeyboard(index);
    }, { class: className, "aria-label": target.name });
    Object.assign(node.style, {
      left: `${target.x * 100}vw`, top: `${target.y * 100}vh`, width: `${target.width * 100}vw`, height: `${target.height * 100}vh`,
    });
    layer.append(node);
  });
  overlay(layer);
}

// Puts `node` at `frame`, in page units.
function place(node, frame) {
  Object.assign(node.style, {
    left: `${frame.x * 100}vw`, top: `${frame.y * 100}vh`, width: `${frame.width * 100}vw`, height: `${frame.height * 100}vh`,
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
    holder.replaceChildren(...drawn([
      element("h1", {}, section.title),
      section.summary ? element("p", { class: "text" }, section.summary) : null,
      section.content ? button(section.learnMore, () => { more.hidden = !more.hidden; },
        { class: "secondary", "aria-controls": "learn-more" }) : null,
      more]));
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

// The families' scripts, deferred after this one, have registered their views by then.
document.addEventListener("DOMContentLoaded", connect);
