"""Signed container images: references, trust policy, signatures and their verification."""
