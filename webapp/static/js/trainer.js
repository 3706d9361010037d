// The trainer (/train): keyboard shortcuts, the focus where the next answer goes, an optional
// timer, and at most two cards picked to throw. Without this file every round still works:
// the answers are plain forms, and the server measures the time itself.
//
// Keys (anywhere but in a text box, and in an answer box for letters it cannot hold): N next hand,
// C check, D done; F P R L J name a claim; 1-6 select a card or a choice; 1-9 choose a bid
// (the key is on its button); Space moves from one answer box to the next.
(function () {
  "use strict";

  const TIMER_KEY = "fifteen-two-timer";
  let ticking = null;

  function round() {
    return document.getElementById("round");
  }

  function click(selector) {
    const root = round();
    const target = root && root.querySelector(selector);
    if (!target || target.disabled) return false;
    target.click();
    return true;
  }

  // While htmx swaps a round in, its forms are not wired up yet: a shortcut pressed then
  // waits for the swap to settle, instead of sending the form without htmx.
  let pendingKey = null;
  function settling(root) {
    return root.matches(".htmx-swapping, .htmx-settling, .htmx-added");
  }

  // Click what a shortcut names (a selector), now or once the round has settled.
  function press(root, selector) {
    if (settling(root)) {
      pendingKey = selector;
      return true;
    }
    return click(selector);
  }

  function toggle(input) {
    if (input.type === "radio") input.checked = true;
    else input.checked = !input.checked;
    input.dispatchEvent(new Event("change", { bubbles: true }));
    input.focus({ preventScroll: true });
  }

  function answerBoxes() {
    const root = round();
    return root ? Array.from(root.querySelectorAll("input[data-answer]")) : [];
  }

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
    const root = round();
    if (!root) return;
    const active = document.activeElement;
    const inAnswer = active instanceof HTMLInputElement && active.hasAttribute("data-answer");
    const typing = active && !inAnswer && (
      (active.tagName === "INPUT" && !["checkbox", "radio"].includes(active.type)) ||
      active.tagName === "TEXTAREA" || active.tagName === "SELECT"
    );
    if (typing) return;
    const key = event.key.toLowerCase();
    let handled = false;
    if (inAnswer && key === " ") {
      const boxes = answerBoxes();
      const next = boxes[boxes.indexOf(active) + 1];
      if (next) next.focus();
      handled = true;
    } else if (/^[1-9]$/.test(key) && !inAnswer) {
      const input = root.querySelector(
        '[data-key-card="' + key + '"], [data-key-choice="' + key + '"]'
      );
      const option = '[data-key-option="' + key + '"]';
      if (input) {
        toggle(input);
        handled = true;
      } else if (root.querySelector(option)) {
        handled = press(root, option);
      }
    } else if (/^[ncdfprlj]$/.test(key)) {
      handled = press(root, '[data-key="' + key + '"]');
    }
    if (handled) event.preventDefault();
  });

  // Discard: keep at most as many cards picked as are thrown (the oldest goes back).
  const picked = [];
  function syncThrow(changed) {
    const root = round();
    const fieldset = root && root.querySelector("[data-throw-count]");
    if (!fieldset) return;
    const need = Number(fieldset.dataset.throwCount);
    if (changed) {
      const at = picked.indexOf(changed);
      if (at >= 0) picked.splice(at, 1);
      if (changed.checked) picked.push(changed);
    }
    for (let i = picked.length - 1; i >= 0; i -= 1) {
      if (!picked[i].isConnected || !picked[i].checked) picked.splice(i, 1);
    }
    while (picked.length > need) picked.shift().checked = false;
    const status = root.querySelector("[data-throw-status]");
    if (status) {
      status.textContent = picked.length === need
        ? "Throw " + picked.map(function (box) { return box.getAttribute("aria-label"); }).join(" and ") + "?"
        : "Pick " + (need - picked.length) + " more.";
    }
  }

  document.addEventListener("change", function (event) {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.closest("[data-throw-count]")) {
      syncThrow(target);
    }
  });

  // The timer: shown when switched on (remembered in this browser), counting from the deal.
  function timerOn() {
    try {
      return window.localStorage.getItem(TIMER_KEY) === "on";
    } catch (error) {
      return false;
    }
  }

  function startTimer() {
    if (ticking) window.clearInterval(ticking);
    ticking = null;
    const root = round();
    const timer = root && root.querySelector("[data-timer]");
    if (!timer) return;
    timer.hidden = !timerOn();
    if (timer.hidden) return;
    const origin = Date.now() - 1000 * Number(timer.dataset.elapsed || 0);
    function tick() {
      const seconds = Math.floor((Date.now() - origin) / 1000);
      const minutes = Math.floor(seconds / 60);
      timer.textContent = minutes + ":" + String(seconds % 60).padStart(2, "0");
    }
    tick();
    ticking = window.setInterval(tick, 1000);
  }

  function setUpToggle() {
    const toggleBox = document.querySelector("[data-timer-toggle]");
    if (!toggleBox) return;
    toggleBox.hidden = false;
    const input = toggleBox.querySelector("input");
    input.checked = timerOn();
    input.addEventListener("change", function () {
      try {
        window.localStorage.setItem(TIMER_KEY, input.checked ? "on" : "off");
      } catch (error) {
        // Private browsing without storage: the timer just is not remembered.
      }
      startTimer();
    });
  }

  // Where the next keystroke goes: the first answer box, card or choice. Only with a mouse or
  // trackpad: on a phone, focusing would pop up the keyboard. Once answered, the verdict has
  // the focus (the page marks it: static/js/site.js) and N deals the next.
  function focusRound() {
    const root = round();
    if (!root || root.classList.contains("is-answered")) return;
    if (!window.matchMedia("(pointer: fine)").matches) return;
    const target = root.querySelector(
      "[aria-invalid=true], input[data-answer], input[data-key-card], input[data-key-choice], " +
      "[data-focus-first]"
    );
    if (target) target.focus({ preventScroll: true });
  }

  // htmx swapped in a new round (after a check, a claim or the next hand).
  document.addEventListener("htmx:afterSettle", function () {
    picked.length = 0;
    syncThrow(null);
    startTimer();
    focusRound();
    if (pendingKey) {
      const selector = pendingKey;
      pendingKey = null;
      click(selector);
    }
  });

  setUpToggle();
  syncThrow(null);
  startTimer();
  focusRound();
})();
