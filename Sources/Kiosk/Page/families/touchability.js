// Touch ability (families/touchability.css): ResearchKit's square to tap or hold where the server
// puts it, or the arrow to swipe along; every finger reaches the server as a touch, the keyboard
// activates the square as a tap.
"use strict";

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
  overlay(element("div", { class: "touch-scroll-board" }, frame, box));
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
  overlay(element("div", { id: "touch-two-board", class: "touch-two-board", "aria-hidden": "true" }, guide, shape));
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

function updateTouchAbility(s) {
  updateTouchScroll(s);
  updateTouchTwoFingers(s);
}

// A finger held on a touch-ability square must not open the browser's context menu, which would take the pointer.
document.addEventListener("contextmenu", (event) => { if (current && current.kind === "touchAbility") event.preventDefault(); });

registerView("touchAbility", { build: buildTouchAbility, update: updateTouchAbility });
