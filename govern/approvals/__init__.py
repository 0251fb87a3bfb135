"""Approvals as a workflow: requested, granted by eligible approvers, denied, revoked, expired.

Every transition is an audit entry first; the store only mirrors the log, and a store row counts
for a decision only when the log vouches for it (see `ledger.vouched`, and `live`, which keeps
running daemons' decisions on what the log vouches for).
"""
