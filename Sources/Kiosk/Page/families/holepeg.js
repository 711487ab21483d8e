// The hole-peg test (families/holepeg.css): the step's text and time left, the hole (or the line)
// and the peg, which follows two fingers as the server reports it; the fingers reach the server as
// pointer touches.
"use strict";

function buildHolePeg(s) {
  const board = element("div", { class: "holepeg-board", "aria-hidden": "true" },
    element("div", { id: "holepeg-target", class: s.holePeg.action === "place" ? "holepeg-hole" : "holepeg-line" }),
    element("div", { id: "holepeg-peg", class: "holepeg-peg" }));
  overlay(board);
  place(document.getElementById("holepeg-target"), s.holePeg.target);
  return [element("div", { class: "activity-head" },
    ...heading(s).filter(Boolean),
    element("p", { id: "remaining", class: "count", role: "timer", "aria-live": "off" }),
    element("p", { id: "holepeg-count", class: "count", "aria-live": "polite" }))];
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

registerView("holePeg", { build: buildHolePeg, update: updateHolePeg });
