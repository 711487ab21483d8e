// The Trail Making test (families/trailmaking.css): the step's text and the errors so far in one
// line under the bar, the circles, a line between consecutive circles reached (as ResearchKit draws
// it); a finger on a circle reaches the server as a touch, the keyboard as a cell.
"use strict";

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

registerView("trailmaking", { build: buildTrail, update: updateTrail });
