// Every page: on a phone the site's pages fold behind a Menu button, and the game's row of
// pages slides sideways, faded at the edge while more of it is off to the right; bring the
// current page's entry into view in each row, so the row shows where you are. Without this
// file the rows still slide.
(function () {
  "use strict";
  const menu = document.querySelector(".menu-button");
  if (menu) {
    menu.hidden = false;
    document.documentElement.classList.add("has-menu");
    menu.addEventListener("click", function () {
      menu.setAttribute("aria-expanded", String(menu.getAttribute("aria-expanded") !== "true"));
    });
  }
  document.querySelectorAll(".site-nav, .game-nav-inner").forEach(function (row) {
    const fade = function () {
      row.classList.toggle("has-more", row.scrollLeft + row.clientWidth < row.scrollWidth - 1);
    };
    row.addEventListener("scroll", fade, { passive: true });
    const current = row.querySelector("[aria-current]");
    if (current && row.scrollWidth > row.clientWidth) {
      const left = current.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
      row.scrollLeft = Math.max(0, left - row.offsetLeft);
    }
    fade();
  });
})();
