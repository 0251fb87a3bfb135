"""What decisions read of the approvals: windows, privileged clearances, and what is said of
approvals that ended. The index is built from approvals as the workflow leaves them."""

from __future__ import annotations

import pytest

from govern.approvals.index import ENDED_NAMED_SECONDS, ApprovalIndex, Vouched
from govern.approvals.model import Approval, Kind, State, Subject
from govern.errors import ApprovalError
from govern.policy.bundle import approval_key
from govern.timeutil import iso

NOW = 1_800_000_000
DAY = 86_400
CHIPS = "dataset:chip-layouts"
DRIVER = "registry.example.edu/gpu/driver"
DIGEST = "sha256:" + "ab" * 32


def approval(
    subject: Subject,
    state: State = State.GRANTED,
    *,
    number: int = 1,
    expires: str | None = None,
    decided_by: str | None = None,
    reason: str = "",
) -> Approval:
    return Approval(
        id=f"APR-2027-{number:08x}",
        subject=subject,
        requester="bob",
        reason="licence",
        expires=expires,
        required=1,
        state=state,
        requested=iso(NOW - 10 * DAY),
        grants=("ivan",),
        decided_by=decided_by,
        decision_reason=reason,
    )


def index(*approvals: Approval, since: int = NOW - DAY) -> ApprovalIndex:
    vouched = [Vouched(a, since) for a in approvals]
    return ApprovalIndex.build(vouched, {a.id for a in approvals}, NOW)


def release(user: str = "chen") -> Subject:
    return Subject(Kind.RELEASE, CHIPS, user)


def privileged(image: str = DRIVER + "*", where: str = "partition:gpu") -> Subject:
    return Subject(Kind.PRIVILEGED, image, destination=where, project="semis")


def test_a_granted_release_is_a_window_from_its_grant_to_its_expiry() -> None:
    granted = approval(release(), expires="2027-02-01")
    windows = index(granted).windows_for(approval_key("chen", CHIPS), ())
    assert windows == ((None, None, NOW - DAY, 1_801_526_400, granted.id),)


def test_pending_denied_and_revoked_approvals_open_no_window() -> None:
    built = index(
        approval(release(), State.PENDING, number=1),
        approval(release(), State.DENIED, number=2, decided_by="ivan"),
        approval(release(), State.REVOKED, number=3, decided_by="ivan", reason="ended"),
    )
    assert built.windows_for(approval_key("chen", CHIPS), ()) == ()


def test_a_catalog_approval_counts_only_while_nothing_holds_its_id() -> None:
    catalog = ((None, None, 0, NOW + DAY, "release-chen"), (None, None, 0, NOW + DAY, "other"))
    imported_and_revoked = ApprovalIndex.build([], {"release-chen"}, NOW)
    assert imported_and_revoked.windows_for("k", catalog) == (catalog[1],)


def test_an_index_that_cannot_be_relied_on_opens_nothing_not_even_the_catalog() -> None:
    broken = ApprovalIndex.unavailable("the store did not answer")
    catalog = ((None, None, 0, NOW + DAY, "release-chen"),)
    assert broken.windows_for("k", catalog) == ()
    assert broken.ended_for("k", "partition:gpu", "US", NOW) == (
        "no approval counts: the store did not answer",
    )
    cleared = broken.clear_privileged(DRIVER + ":1", DIGEST, "partition:gpu", NOW)
    assert cleared.approval is None and "the store did not answer" in cleared.why_not


def test_a_deny_names_the_revocation_that_ended_an_approval_for_it() -> None:
    gone = approval(release(), State.REVOKED, decided_by="ivan", reason="licence withdrawn")
    built = index(gone, since=NOW - 60)
    said = built.ended_for(approval_key("chen", CHIPS), "partition:gpu", "US", NOW)
    assert said == (f"approval {gone.id} revoked by ivan at {iso(NOW - 60)}: licence withdrawn",)
    # Another user's, and one that ended long ago, are not this request's business.
    assert built.ended_for(approval_key("dmitri", CHIPS), "partition:gpu", "US", NOW) == ()
    later = NOW + ENDED_NAMED_SECONDS
    assert built.ended_for(approval_key("chen", CHIPS), "partition:gpu", "US", later) == ()


def test_an_approval_whose_day_ended_is_named_as_expired_even_before_expire_records_it() -> None:
    lapsing = approval(release(), expires=iso(NOW)[:10])  # valid through today (UTC)
    built = index(lapsing)
    key = approval_key("chen", CHIPS)
    ((*_, end, _),) = built.windows_for(key, ())
    assert NOW < end <= NOW + DAY
    assert built.ended_for(key, "partition:gpu", "US", end - 1) == ()
    # The engine's own time check keeps it out of decisions from END on; a deny then says why.
    assert built.ended_for(key, "partition:gpu", "US", end) == (
        f"approval {lapsing.id} expired at {iso(end)}",
    )


def test_an_export_ended_for_one_destination_is_not_named_for_another() -> None:
    subject = Subject(Kind.EXPORT, CHIPS, "chen", destination="endpoint:partner-de")
    built = index(approval(subject, State.REVOKED, decided_by="ivan", reason="x"))
    key = approval_key("chen", CHIPS)
    assert built.ended_for(key, "endpoint:partner-de", "DE", NOW)
    assert built.ended_for(key, "endpoint:partner-ca", "CA", NOW) == ()


def test_a_privileged_approval_clears_matching_images_in_its_scope_only() -> None:
    granted = approval(privileged(), expires=iso(NOW + 3 * DAY)[:10])
    built = index(granted)
    assert built.clear_privileged(DRIVER + ":550", DIGEST, "partition:gpu", NOW).approval == (
        granted.id
    )
    assert built.clear_privileged(DRIVER + "-r2:550", DIGEST, "partition:gpu", NOW).approval
    for reference, scope in [
        (DRIVER + ":550", "partition:debug"),
        (DRIVER + ":550", "namespace:gpu"),
        ("registry.example.edu/gpu/driver/sub:1", "partition:gpu"),  # '*' stays in a component
        ("registry.example.edu/other/driver:1", "partition:gpu"),
    ]:
        cleared = built.clear_privileged(reference, DIGEST, scope, NOW)
        assert cleared.approval is None, (reference, scope)
        assert f"image {reference} has no active privileged approval for {scope}" in (
            cleared.why_not
        )
    past = NOW + 4 * DAY
    assert built.clear_privileged(DRIVER + ":550", DIGEST, "partition:gpu", past).approval is None


def test_a_privileged_approval_bound_to_a_digest_clears_that_image_only() -> None:
    built = index(approval(privileged(f"{DRIVER}@{DIGEST}")))
    assert built.clear_privileged(DRIVER + ":550", DIGEST, "partition:gpu", NOW).approval
    other = "sha256:" + "cd" * 32
    assert built.clear_privileged(DRIVER + ":550", other, "partition:gpu", NOW).approval is None
    assert built.clear_privileged(DRIVER + ":550", None, "partition:gpu", NOW).approval is None


def test_a_privileged_approval_clears_work_of_its_project_only() -> None:
    built = index(approval(privileged()))
    members = {"semis"}
    cleared = built.clear_privileged(
        DRIVER + ":1", DIGEST, "partition:gpu", NOW, lambda project: project in members
    )
    assert cleared.approval is not None
    refused = built.clear_privileged(DRIVER + ":1", DIGEST, "partition:gpu", NOW, lambda _: False)
    assert refused.approval is None


def test_a_revoked_privileged_approval_is_named_when_its_image_is_refused() -> None:
    gone = approval(privileged(), State.REVOKED, decided_by="hana", reason="key rotated")
    refused = index(gone, since=NOW - 30).clear_privileged(
        DRIVER + ":1", DIGEST, "partition:gpu", NOW
    )
    assert refused.approval is None
    assert f"approval {gone.id} revoked by hana at {iso(NOW - 30)}: key rotated" in (
        refused.why_not
    )


def test_a_reference_that_does_not_parse_is_never_cleared() -> None:
    refused = index(approval(privileged("registry.example.edu/**"))).clear_privileged(
        "Not A Reference", DIGEST, "partition:gpu", NOW
    )
    assert refused.approval is None and "invalid image reference" in refused.why_not


@pytest.mark.parametrize(
    "image",
    [
        "Registry.example.edu/gpu/driver",  # not lowercase
        "registry.example.edu/gpu/driver:550",  # a tag says nothing about the content
        "driver",  # no registry
        "registry.example.edu/gpu/driver@sha256:abc",  # not a whole digest
    ],
)
def test_a_privileged_request_names_a_repository_pattern_or_one_digest(image: str) -> None:
    with pytest.raises(ApprovalError, match="privileged image"):
        privileged(image)


def test_what_counts_is_told_by_kind_with_its_end() -> None:
    built = index(
        approval(release(), number=1, expires=iso(NOW + DAY)[:10]),
        approval(Subject(Kind.EXPORT, CHIPS, "chen", country="CA"), number=2),
        approval(privileged(), number=3),
        approval(release("dmitri"), State.REVOKED, number=4, decided_by="ivan"),
    )
    kinds = sorted(kind.value for kind, _, _ in built.granted(NOW))
    assert kinds == ["export", "privileged", "release"]
    assert list(ApprovalIndex.unavailable("down").granted(NOW)) == []
