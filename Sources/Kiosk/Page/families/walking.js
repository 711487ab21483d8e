// A walking leg: the timer screen with the steps the run's own step counter has counted.
"use strict";

function updateWalking(s) {
  document.getElementById("count").textContent = t("stepsCounted", s.count, s.target);
}

registerView("walking", { build: (s) => buildTimer(s, countLine()), update: updateWalking });
