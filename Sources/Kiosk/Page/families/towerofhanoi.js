// The Tower of Hanoi (families/towerofhanoi.css): the moves under the bar (the step's text, too
// long for the line between the bar and the towers at 800×480, was the instruction before), the
// three towers as buttons with their disks drawn bottom up (a finger on a tower reaches the server
// as a touch, the keyboard as a cell), and ResearchKit's "I cannot solve this puzzle" below them,
// which gives up.
"use strict";

function buildHanoi(s) {
  stage(s, "hanoi-tower", (index) => send({ command: "cell", index }));
  overlay(element("div", { class: "activity-foot" },
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

registerView("towerOfHanoi", { build: buildHanoi, update: updateHanoi });
