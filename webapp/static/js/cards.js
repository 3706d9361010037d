// The /count page without a framework: the card picker fills the text fields, a copy button
// copies the permalink, and pointing at a scoring item lights up its cards. Without this
// file the page still works: the fields and the Count button are plain HTML.
(function () {
  "use strict";

  const SUITS = { "♣": "C", "♧": "C", "♦": "D", "♢": "D", "♥": "H", "♡": "H", "♠": "S", "♤": "S" };

  // "10♦", "td", "TD" -> "TD"; null for anything that is not a card.
  function canonical(token) {
    const text = token.replace(/\uFE0F/g, "").trim().toUpperCase();
    let rank = text.slice(0, -1);
    const suit = SUITS[text.slice(-1)] || text.slice(-1);
    if (rank === "10") rank = "T";
    return /^[A2-9TJQK]$/.test(rank) && /^[CDHS]$/.test(suit) ? rank + suit : null;
  }

  function tokens(input) {
    return input.value.split(/[\s,;+]+/).filter(Boolean);
  }

  function cardsIn(input) {
    return tokens(input).map(canonical);
  }

  function fields(form) {
    return { hand: form.elements.namedItem("hand"), starter: form.elements.namedItem("starter") };
  }

  function say(form, message) {
    const status = form.querySelector("[data-picker-status]");
    if (status) status.textContent = message;
  }

  // Mark each picker button with where its card is: in the hand, the starter, or nowhere.
  function sync(form) {
    const { hand, starter } = fields(form);
    if (!hand || !starter) return;
    const inHand = cardsIn(hand);
    const inStarter = cardsIn(starter);
    form.querySelectorAll(".pick").forEach(function (button) {
      const card = button.dataset.card;
      const slot = inHand.includes(card) ? "hand" : inStarter.includes(card) ? "starter" : "";
      button.setAttribute("aria-pressed", slot ? "true" : "false");
      if (slot) button.dataset.slot = slot;
      else delete button.dataset.slot;
    });
  }

  function removeCard(input, card) {
    const kept = tokens(input).filter(function (token) { return canonical(token) !== card; });
    input.value = kept.join(" ");
  }

  function pick(form, button) {
    const { hand, starter } = fields(form);
    const card = button.dataset.card;
    const name = button.getAttribute("aria-label");
    if (cardsIn(hand).includes(card)) {
      removeCard(hand, card);
      say(form, "Took the " + name + " out of the hand.");
    } else if (cardsIn(starter).includes(card)) {
      removeCard(starter, card);
      say(form, "Took the " + name + " out of the starter.");
    } else if (tokens(hand).length < 4) {
      hand.value = tokens(hand).concat(card).join(" ");
      const count = tokens(hand).length;
      const next = count === 4 ? " Now pick the starter." : "";
      say(form, "Added the " + name + " to the hand, " + count + " of 4." + next);
    } else if (tokens(starter).length === 0) {
      starter.value = card;
      say(form, "The " + name + " is the starter. Choose Count.");
    } else {
      say(form, "The hand and the starter are full: pick a chosen card to put it back.");
    }
    sync(form);
  }

  function highlight(item, on) {
    const result = item.closest(".result");
    const cards = result && result.querySelector("[data-show-cards]");
    if (!cards) return;
    const wanted = on ? item.dataset.cards.split(" ") : [];
    cards.classList.toggle("is-highlighting", on);
    cards.querySelectorAll(".card").forEach(function (card) {
      card.classList.toggle("is-lit", wanted.includes(card.dataset.card));
    });
  }

  function enhance(root) {
    root.querySelectorAll("[data-picker], [data-clear]").forEach(function (el) { el.hidden = false; });
    if (navigator.clipboard) {
      root.querySelectorAll("[data-copy-link]").forEach(function (el) { el.hidden = false; });
    }
    document.querySelectorAll("form.count-form").forEach(sync);
  }

  document.addEventListener("click", function (event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const form = target.closest("form.count-form");
    const button = target.closest(".pick");
    if (form && button) {
      pick(form, button);
    } else if (form && target.closest("[data-clear]")) {
      const { hand, starter } = fields(form);
      hand.value = "";
      starter.value = "";
      say(form, "Cleared.");
      sync(form);
      hand.focus();
    } else if (target.closest("[data-copy-link]")) {
      const copy = target.closest("[data-copy-link]");
      const link = copy.parentElement.querySelector("a");
      navigator.clipboard.writeText(link.href).then(
        function () { copy.textContent = "Copied"; },
        function () { copy.textContent = "Select the link to copy it"; }
      );
    }
  });

  document.addEventListener("input", function (event) {
    const form = event.target instanceof Element && event.target.closest("form.count-form");
    if (form) sync(form);
  });

  document.addEventListener("mouseover", function (event) {
    const item = event.target instanceof Element && event.target.closest(".item[data-cards]");
    if (item) highlight(item, true);
  });
  document.addEventListener("mouseout", function (event) {
    const item = event.target instanceof Element && event.target.closest(".item[data-cards]");
    if (item && !item.contains(event.relatedTarget)) highlight(item, false);
  });

  // htmx swapped in a new result (and the fields, out of band).
  document.addEventListener("htmx:afterSettle", function () { enhance(document); });

  enhance(document);
})();
