// The Amsler grid (families/amslergrid.css): ResearchKit's black grid on white with its centre dot,
// drawn on a canvas where the server puts it, the step's text in the column beside it, and the
// marks the server reports. Fingers reach the server as pointer touches: on the grid they mark, a
// swipe left outside it ends the step, as does the "←" button in the column at the right.
"use strict";

function buildAmslerGrid(s) {
  const canvas = element("canvas", { id: "amsler-canvas", class: "amsler-canvas", role: "img", "aria-label": s.title || "" });
  const board = element("div", { class: "amsler-board" }, canvas,
    button("\u2190", () => send({ command: "proceed" }), { id: "amsler-done", class: "secondary amsler-done", "aria-label": t("continueButton") }));
  overlay(board);
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

registerView("amslerGrid", { build: buildAmslerGrid, update: updateAmslerGrid });
