"""What Euchre and Bid Euchre share: seats and sides, trump and bowers, following suit, the trick
winner, the double-dummy solver, sampling hidden hands and the sampled (PIMC) decision loop.

One concept a module: seats, trump, following, trick, layout (the solver's bit encoding),
solver, sampling, pimc.
"""
