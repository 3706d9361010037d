"""Euchre bidding questions: grading every choice by playing the hand out, honestly.

grade_bid(hand, upcard, seat=..., round=...) measures each legal bid over many deals of the
cards you cannot see, with every later decision made by players who see only their own cards.
"""
