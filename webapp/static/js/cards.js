// The card pages (/count, /discard) without a framework: the card picker fills the text fields,
// pointing at a scoring item lights up its cards, and a
// result is set aside as soon as the fields no longer hold the cards it describes.
// Without this file the pages still work: the fields and the submit button are plain HTML.
//
// The picker serves its form's inputs marked data-pick-into, in page order: each takes
// data-pick-count cards and is called data-pick-noun in messages ("the hand", "your cards").
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

  function slots(form) {
    return Array.from(form.querySelectorAll("input[data-pick-into]"));
  }

  function wanted(input) {
    return Number(input.dataset.pickCount) || 1;
  }

  function isFull(input) {
    return tokens(input).length >= wanted(input);
  }

  function pickerForm(element) {
    const form = element.closest("form");
    return form && form.querySelector("[data-picker]") ? form : null;
  }

  function say(form, message) {
    const status = form.querySelector("[data-picker-status]");
    if (status) status.textContent = message;
  }

  // Mark each picker button with the field its card is in, or none.
  function sync(form) {
    const where = new Map();
    slots(form).forEach(function (input) {
      cardsIn(input).forEach(function (card) {
        if (card && !where.has(card)) where.set(card, input.name);
      });
    });
    form.querySelectorAll(".pick").forEach(function (button) {
      const slot = where.get(button.dataset.card) || "";
      button.setAttribute("aria-pressed", slot ? "true" : "false");
      if (slot) button.dataset.slot = slot;
      else delete button.dataset.slot;
    });
  }

  function removeCard(input, card) {
    const kept = tokens(input).filter(function (token) { return canonical(token) !== card; });
    input.value = kept.join(" ");
  }

  // "Added the five of hearts to the hand, 4 of 4. Now pick the starter."
  function added(form, input, name) {
    const noun = input.dataset.pickNoun;
    const count = tokens(input).length;
    const message = wanted(input) === 1
      ? "The " + name + " is " + noun + "."
      : "Added the " + name + " to " + noun + ", " + count + " of " + wanted(input) + ".";
    if (!isFull(input)) return message;
    const next = slots(form).find(function (other) { return !isFull(other); });
    if (next) return message + " Now pick " + next.dataset.pickNoun + ".";
    const submit = form.querySelector("[type=submit]");
    return submit ? message + " Choose " + submit.textContent.trim() + "." : message;
  }

  function pick(form, button) {
    const card = button.dataset.card;
    const name = button.dataset.name;
    const holder = slots(form).find(function (input) { return cardsIn(input).includes(card); });
    const open = slots(form).find(function (input) { return !isFull(input); });
    if (holder) {
      removeCard(holder, card);
      say(form, "Took the " + name + " out of " + holder.dataset.pickNoun + ".");
    } else if (open) {
      open.value = tokens(open).concat(card).join(" ");
      say(form, added(form, open, name));
    } else {
      say(form, "Every card is picked: pick a chosen card to put it back.");
    }
    sync(form);
    stale(form);
  }

  function clear(form) {
    const inputs = slots(form);
    inputs.forEach(function (input) { input.value = ""; });
    say(form, "Cleared.");
    sync(form);
    stale(form);
    if (inputs.length) inputs[0].focus();
  }

  // What the form holds now: each card field's cards (in any order), then every box and menu.
  function entered(form) {
    const cards = slots(form).map(function (input) { return cardsIn(input).sort().join(" "); });
    const others = Array.from(form.querySelectorAll("input[type=checkbox], input[type=radio], select"))
      .map(function (el) { return el.tagName === "SELECT" || el.checked ? el.name + "=" + el.value : ""; });
    return cards.concat(others).join("|");
  }

  function resultsOf(form) {
    const target = form.getAttribute("hx-target");
    return target ? document.querySelector(target) : null;
  }

  // The result on screen was made from what the form holds now (on load, after each swap).
  function remember(form) {
    const results = resultsOf(form);
    if (!results) return;
    form.dataset.resultFor = results.querySelector(".result") ? entered(form) : "";
    stale(form);
  }

  // A result never describes cards that are no longer entered: hide it (and its link) and
  // say what to do, until the fields hold its cards again.
  function stale(form) {
    const results = resultsOf(form);
    const result = results && results.querySelector(".result");
    if (!result || !form.dataset.resultFor) return;
    const changed = entered(form) !== form.dataset.resultFor;
    result.hidden = changed;
    let note = results.querySelector("[data-stale]");
    if (changed && !note) {
      note = document.createElement("div");
      note.className = "result-empty";
      note.dataset.stale = "";
      note.setAttribute("role", "status");
      results.prepend(note);
    }
    if (!note) return;
    note.hidden = !changed;
    if (!changed) return;
    const submit = form.querySelector("[type=submit]");
    const verb = submit ? submit.textContent.trim() : "the button";
    const empty = slots(form).every(function (input) { return !tokens(input).length; });
    note.innerHTML = "";
    const title = document.createElement("h2");
    title.className = "result-empty-title";
    title.textContent = empty ? "Nothing entered" : "The cards have changed";
    const text = document.createElement("p");
    text.textContent = empty
      ? "Pick or type the cards, then choose " + verb + "."
      : "The last result was for other cards: choose " + verb + " to see these.";
    note.append(title, text);
  }

  function highlight(item, on) {
    const result = item.closest(".result");
    const cards = result && result.querySelector("[data-show-cards]");
    if (!cards) return;
    const lit = on ? item.dataset.cards.split(" ") : [];
    cards.classList.toggle("is-highlighting", on);
    cards.querySelectorAll(".card").forEach(function (card) {
      card.classList.toggle("is-lit", lit.includes(card.dataset.card));
    });
  }

  function enhance(root) {
    root.querySelectorAll("[data-picker], [data-clear]").forEach(function (el) { el.hidden = false; });
    document.querySelectorAll("[data-picker]").forEach(function (picker) {
      const form = pickerForm(picker);
      if (form) {
        sync(form);
        remember(form);
      }
    });
  }

  document.addEventListener("click", function (event) {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const form = pickerForm(target);
    const button = target.closest(".pick");
    if (form && button) {
      pick(form, button);
    } else if (form && target.closest("[data-clear]")) {
      clear(form);
    }
  });

  function edited(event) {
    const form = event.target instanceof Element && pickerForm(event.target);
    if (form) {
      sync(form);
      stale(form);
    }
  }
  document.addEventListener("input", edited);
  document.addEventListener("change", edited);

  document.addEventListener("mouseover", function (event) {
    const item = event.target instanceof Element && event.target.closest(".item[data-cards]");
    if (item) highlight(item, true);
  });
  document.addEventListener("mouseout", function (event) {
    const item = event.target instanceof Element && event.target.closest(".item[data-cards]");
    if (item && !item.contains(event.relatedTarget)) highlight(item, false);
  });

  // htmx swapped in a new result (and the fields, out of band); the result is brought into
  // view as every answer is (static/js/site.js).
  document.addEventListener("htmx:afterSettle", function () {
    enhance(document);
  });

  enhance(document);
})();
