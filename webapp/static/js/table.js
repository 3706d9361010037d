// The game tables (/cribbage/games/<id>, /euchre/games/<id>): counts the cards picked to throw, plays by keyboard,
// and after each move shows the end of the log and puts the focus back on your cards.
// Without this file the table still works: the cards are checkboxes and buttons in plain forms.
//
// Keys: 1-9 pick (or play) the nth card of your hand, the arrows move along it (the focus on a
// card), Enter throws, and the letters in the
// buttons' data-key say go (G), count (C), muggins (M), pass (P), next deal (N), hint (H),
// and in euchre order up (O) and next hand (N). Think again (the coach's question) puts the
// question away and the focus back on your cards.
(function () {
  "use strict";

  const picked = []; // the throw's checkboxes, in the order they were picked
  // On a touch screen there is no Enter to mention (base.css hides the key hints there too).
  const touch = window.matchMedia("(hover: none) and (pointer: coarse)");

  function game() {
    return document.getElementById("game");
  }

  function throwForm(root) {
    return root.querySelector("[data-throw]");
  }

  // Keep at most as many cards picked as are thrown (the oldest goes back), and say so.
  function syncThrow(changed) {
    const root = game();
    const fieldset = root && throwForm(root);
    if (!fieldset) return;
    const need = Number(fieldset.dataset.throw);
    const boxes = Array.from(fieldset.querySelectorAll("input[type=checkbox]"));
    if (changed) {
      const at = picked.indexOf(changed);
      if (at >= 0) picked.splice(at, 1);
      if (changed.checked) picked.push(changed);
    }
    for (let i = picked.length - 1; i >= 0; i -= 1) {
      if (!picked[i].isConnected || !picked[i].checked) picked.splice(i, 1);
    }
    boxes.forEach(function (box) {
      if (box.checked && !picked.includes(box)) picked.push(box);
    });
    while (picked.length > need) picked.shift().checked = false;
    const count = picked.length;
    const button = fieldset.querySelector("[data-throw-button]");
    const status = fieldset.querySelector("[data-throw-status]");
    button.disabled = count !== need;
    const word = need === 2 ? "two cards" : "one card";
    if (count === need) {
      const names = picked.map(function (box) { return box.getAttribute("aria-label"); });
      status.textContent = "Throw " + names.join(" and ") + (touch.matches ? ": press Throw." : ": press Throw or Enter.");
    } else {
      status.textContent = "Pick " + word + " (" + count + " of " + need + "), then throw.";
    }
  }

  // After a move: the focus goes to what you are likely to use next, without scrolling;
  // unless the table marks something else as the answer (a hint, the coach's question, a
  // refusal: static/js/site.js brings it into view).
  function focusMove() {
    const root = game();
    if (!root || root.querySelector("[autofocus]:not([hidden]), [data-answers]:not([hidden])")) return;
    const next = root.querySelector(
      "[data-key-card]:not([disabled]), #points, .your-move [data-key]:not([disabled])"
    );
    if (next) next.focus({ preventScroll: true });
  }

  function click(selector) {
    const root = game();
    const target = root && root.querySelector(selector);
    if (!target || target.disabled) return false;
    target.click();
    return true;
  }

  document.addEventListener("change", function (event) {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.closest("[data-throw]")) syncThrow(target);
  });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const active = document.activeElement;
    const typing = active && active.tagName === "INPUT" && !["checkbox", "radio"].includes(active.type);
    if (typing || (active && (active.tagName === "TEXTAREA" || active.tagName === "SELECT"))) return;
    const key = event.key.toLowerCase();
    let handled = false;
    const card = active && active.closest && active.closest("[data-key-card]");
    if (card && (key === "arrowleft" || key === "arrowright")) {
      // Along your hand: a twelve-card hand has more cards than number keys.
      const cards = Array.from(game().querySelectorAll("[data-key-card]:not([disabled])"));
      const next = cards[cards.indexOf(card) + (key === "arrowright" ? 1 : -1)];
      if (next) next.focus();
      handled = true;
    } else if (/^[1-9]$/.test(key)) {
      handled = click('[data-key-card="' + key + '"]');
    } else if (key === "enter") {
      // A focused button or link does its own thing; in a bid's number, Enter goes on to
      // the trumps; anywhere else Enter throws.
      if (active && (active.tagName === "BUTTON" || active.tagName === "A")) return;
      if (active && active.name === "tricks" && active.form) {
        const trump = active.form.querySelector(".bid-strains .bid-button:not([disabled])");
        if (trump) trump.focus();
        handled = true;
      } else {
        handled = click('[data-key="enter"]');
      }
    } else if (/^[gcmnoph]$/.test(key)) {
      handled = click('[data-key="' + key + '"]');
    }
    if (handled) event.preventDefault();
  });

  // The log reads newest last: show its end.
  function scrollLogs() {
    document.querySelectorAll("#game .events").forEach(function (list) {
      list.scrollTop = list.scrollHeight;
    });
  }

  // A hint open as a sheet over the foot of the screen (a narrow screen): your seat, with
  // your hand and its buttons, sits just above it; Close (shown with this file) puts it away.
  function keepSeatAboveSheet() {
    const root = game();
    const sheet = root && root.querySelector("[data-sheet]:not([hidden])");
    const seat = root && root.querySelector(".seat.you");
    if (!sheet || !seat || window.getComputedStyle(sheet).position !== "fixed") return;
    sheet.querySelectorAll("[data-close-sheet]").forEach(function (button) { button.hidden = false; });
    const top = sheet.getBoundingClientRect().top;
    const box = seat.getBoundingClientRect();
    if (box.bottom > top - 8) window.scrollBy({ top: box.bottom - top + 8, behavior: "instant" });
  }

  // htmx swapped in the table after a move. The table is laid out to have your decision in
  // the first screen, so the page goes back to the top: the new deal or trick, not wherever
  // the old page was scrolled to (reading the show or the log).
  document.addEventListener("htmx:afterSettle", function (event) {
    picked.length = 0;
    syncThrow(null);
    scrollLogs();
    if (event.target === game()) window.scrollTo({ top: 0, behavior: "instant" });
    focusMove();
    keepSeatAboveSheet();
  });

  // Bid Euchre's bid: a trump's button asks first ("Bid seven tricks in hearts?"); Bid it
  // sends it, Change (or another number) takes it back. With no number picked, it says so.
  function bidConfirm(form) {
    return form && form.querySelector("[data-bid-confirm]");
  }

  function askBid(strain) {
    const form = strain.form;
    const confirm = bidConfirm(form);
    const level = form.querySelector("input[name=tricks]:checked");
    const words = confirm.querySelector("[data-bid-words]");
    const commit = confirm.querySelector("[data-bid-commit]");
    form.querySelectorAll(".bid-strains .bid-button").forEach(function (button) {
      button.setAttribute("aria-pressed", String(button === strain));
    });
    confirm.hidden = false;
    commit.hidden = !level;
    if (!level) {
      words.textContent = "How many tricks? Pick a number first, then the trump.";
      form.querySelector("input[name=tricks]").focus({ preventScroll: true });
    } else {
      commit.value = strain.value;
      words.textContent = "Bid " + level.dataset.words + " in " + strain.dataset.words + "?";
      commit.focus({ preventScroll: true });
    }
    confirm.scrollIntoView({ block: "nearest" });
  }

  function takeBackBid(form) {
    const confirm = bidConfirm(form);
    if (!confirm || confirm.hidden) return;
    confirm.hidden = true;
    form.querySelectorAll(".bid-strains .bid-button").forEach(function (button) {
      button.removeAttribute("aria-pressed");
    });
  }

  document.addEventListener("change", function (event) {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.name === "tricks") takeBackBid(target.form);
  });

  document.addEventListener("click", function (event) {
    const target = event.target instanceof Element ? event.target : null;
    const strain = target && target.closest(".bid-strains .bid-button");
    if (strain && bidConfirm(strain.form)) {
      event.preventDefault();
      askBid(strain);
      return;
    }
    const change = target && target.closest("[data-bid-change]");
    if (change) {
      const form = change.closest("form");
      takeBackBid(form);
      const level = form.querySelector("input[name=tricks]:checked") || form.querySelector("input[name=tricks]");
      if (level) level.focus();
      return;
    }
    const again = target && target.closest("[data-think-again]");
    const close = target && target.closest("[data-close-sheet]");
    if (!again && !close) return;
    event.preventDefault();
    const put = again ? again.closest(".coach-question") : close.closest("[data-sheet]");
    if (put) {
      put.hidden = true;
      put.removeAttribute("autofocus");
      put.removeAttribute("data-answers");
    }
    focusMove();
  });

  syncThrow(null);
  scrollLogs();
  keepSeatAboveSheet();
})();
