// Every page: on a phone the navigation rows slide sideways; bring the current page's entry
// into view in each, so the row shows where you are. Without this file the rows still slide.
(function () {
  "use strict";
  document.querySelectorAll(".site-nav, .game-nav-inner").forEach(function (row) {
    const current = row.querySelector("[aria-current]");
    if (!current || row.scrollWidth <= row.clientWidth) return;
    const left = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
    row.scrollLeft = Math.max(0, left - row.offsetLeft);
  });
})();
