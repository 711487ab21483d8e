// Replaced by the task model (issue 2).
