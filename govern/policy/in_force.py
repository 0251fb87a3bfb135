"""Which approvals cover a request at a moment: the approval part of a decision's Cedar context.

Apart from the engine so that a decision kept between runs (govern.policy.kept_allows) can be
matched to the approvals in force now without loading Cedar."""

from __future__ import annotations

from typing import TYPE_CHECKING

from govern.policy.bundle import approval_key

if TYPE_CHECKING:
    from govern.approvals.index import ApprovalIndex
    from govern.policy.bundle import ApprovalWindow, CompiledSite
    from govern.policy.request import Request

NO_APPROVAL = {"person": False, "destination": False}


def approval_windows(
    site: CompiledSite, request: Request, index: ApprovalIndex | None
) -> tuple[ApprovalWindow, ...]:
    """Every approval window that could ever cover REQUEST (INDEX: the workflow's approvals,
    None: the catalog's only), in force or not."""
    key = approval_key(request.user, request.resource)
    catalog = site.approvals.get(key, ())
    return catalog if index is None else index.windows_for(key, catalog)


def approvals_in_force(
    site: CompiledSite, request: Request, now: int, index: ApprovalIndex | None
) -> tuple[dict[str, bool], tuple[str, ...]]:
    """Which active approvals cover REQUEST at NOW (INDEX: the workflow's, None: the
    catalog's only): the Cedar context's approval flags and their ids."""
    return approvals_among(approval_windows(site, request, index), site, request, now)


def approvals_among(
    windows: tuple[ApprovalWindow, ...], site: CompiledSite, request: Request, now: int
) -> tuple[dict[str, bool], tuple[str, ...]]:
    """Which of WINDOWS (approval_windows) cover REQUEST at NOW: the Cedar context's approval
    flags and the approvals' ids."""
    if not windows:
        return NO_APPROVAL, ()
    country = site.destination_countries[request.destination]
    person = destination = False
    used: list[str] = []
    for dest, dest_country, start, end, approval_id in windows:
        if not start <= now < end:
            continue
        if dest is None and dest_country is None:
            person = True
        elif dest == request.destination or dest_country == country:
            destination = True
        else:
            continue
        used.append(approval_id)
    return {"person": person, "destination": destination}, tuple(used)
