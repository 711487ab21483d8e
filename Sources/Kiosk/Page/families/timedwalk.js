// A timed walk: the timer screen with the metres walked of the walk's distance.
"use strict";

function updateTimedWalk(s) {
  document.getElementById("count").textContent = t("distanceWalked", s.count, s.target);
}

registerView("timedWalk", { build: (s) => buildTimer(s, countLine()), update: updateTimedWalk });
