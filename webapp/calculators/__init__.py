"""The calculators' queries, read and answered: a hand counted (show.py) and a discard planned
(discard.py), for the cribbage pages and the JSON API alike; fields.py reads their cards."""
