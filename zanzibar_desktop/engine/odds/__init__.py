"""Exact odds by dynamic programming over the multisets of kept dice: no sampling anywhere.

Three dice make 56 distinct hands; a keep choice is a sub-multiset of the dice showing
(at most 8 per hand, stopping included), and a turn has at most 3 throws. Values are
arrays over the 56 hands, so each step of the recursion is one matrix product.
"""
