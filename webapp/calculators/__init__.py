"""The calculators, one WTForms form each, for the pages, the JSON API and its OpenAPI document
alike: a hand counted (show.py), a discard planned (discard.py), a bid graded (bid.py), and the
settlers (pegging.py, trick.py, hand.py). form.py is what every form does, fields.py the fields
they read (cards, seats, trumps, true/false, numbers, house rules), schemas.py their patterns."""
