"""`#GOVERN` lines in-process: what a job declares, every refusal with its message, every bound."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from govern.config import ServeSection
from govern.errors import RequestError
from govern.slurm.directives import Declarations, parse_directives

IMAGE = "registry.example.edu/lab/train@sha256:" + "a" * 64
OTHER_IMAGE = "registry.example.edu/lab/eval@sha256:" + "b" * 64


def refusal(parse: Callable[[], object]) -> str:
    with pytest.raises(RequestError) as refused:
        parse()
    return str(refused.value)


def lines(*texts: str) -> list[tuple[int, str]]:
    """Directive lines as they sit in a script: numbered from line 2 (after the shebang)."""
    return [(number, text) for number, text in enumerate(texts, start=2)]


def test_resources_and_images_are_declared_in_the_order_first_written_without_repeats() -> None:
    declared = parse_directives(
        lines(
            "#GOVERN use dataset:era5 model:llm",
            f"#GOVERN image {IMAGE} privileged",
            "  #GOVERN   use   dataset:web-corpus dataset:era5  ",
            f"#GOVERN image {OTHER_IMAGE}",
            f"#GOVERN image {IMAGE}",
        )
    )
    assert declared == Declarations(
        resources=("dataset:era5", "model:llm", "dataset:web-corpus"),
        images=(IMAGE, OTHER_IMAGE),
        privileged_images=(IMAGE,),
    )
    assert not declared.empty


def test_a_script_without_directives_declares_nothing() -> None:
    declared = parse_directives([])
    assert declared == Declarations((), (), ())
    assert declared.empty


def test_a_job_declaring_only_an_image_or_only_a_resource_is_not_empty() -> None:
    assert not parse_directives(lines(f"#GOVERN image {IMAGE}")).empty
    assert not parse_directives(lines("#GOVERN use model:llm")).empty


def test_an_image_is_privileged_only_where_a_line_says_so() -> None:
    declared = parse_directives(lines(f"#GOVERN image {IMAGE}", f"#GOVERN image {OTHER_IMAGE}"))
    assert declared.privileged_images == ()
    assert declared.images == (IMAGE, OTHER_IMAGE)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("#SBATCH --gres=gpu:1", "script line 7: not a #GOVERN directive: '#SBATCH --gres=gpu:1'"),
        (
            "  #GOVERNuse dataset:era5 ",
            "script line 7: not a #GOVERN directive: '#GOVERNuse dataset:era5'",
        ),
        ("   ", "script line 7: not a #GOVERN directive: ''"),
        ("#GOVERN", "script line 7: empty #GOVERN directive"),
        (" #GOVERN  ", "script line 7: empty #GOVERN directive"),
        ("#GOVERN use", "script line 7: '#GOVERN use' names no resource"),
        (
            "#GOVERN use dataset:era5 file:/etc/passwd",
            "script line 7: 'file:/etc/passwd' is not a resource (write dataset:ID or model:ID)",
        ),
        (
            "#GOVERN use dataset:",
            "script line 7: 'dataset:' is not a resource (write dataset:ID or model:ID)",
        ),
        (
            "#GOVERN use model:",
            "script line 7: 'model:' is not a resource (write dataset:ID or model:ID)",
        ),
        (
            "#GOVERN use datasets:era5",
            "script line 7: 'datasets:era5' is not a resource (write dataset:ID or model:ID)",
        ),
        (
            "#GOVERN use era5",
            "script line 7: 'era5' is not a resource (write dataset:ID or model:ID)",
        ),
        (
            "#GOVERN image",
            "script line 7: '#GOVERN image' takes exactly one image reference, optionally "
            "followed by 'privileged'",
        ),
        (
            f"#GOVERN image {IMAGE} {OTHER_IMAGE}",
            "script line 7: '#GOVERN image' takes exactly one image reference, optionally "
            "followed by 'privileged'",
        ),
        (
            f"#GOVERN image {IMAGE} privileged privileged",
            "script line 7: '#GOVERN image' takes exactly one image reference, optionally "
            "followed by 'privileged'",
        ),
        (
            "#GOVERN mount /scratch",
            "script line 7: unknown #GOVERN directive 'mount' (expected use or image)",
        ),
        (
            "#GOVERN USE dataset:era5",
            "script line 7: unknown #GOVERN directive 'USE' (expected use or image)",
        ),
    ],
)
def test_a_malformed_line_is_refused_naming_it(text: str, message: str) -> None:
    assert (
        refusal(lambda: parse_directives([(3, "#GOVERN use dataset:era5"), (7, text)])) == message
    )


def test_directive_bytes_are_bounded_exactly_in_utf8_across_all_lines() -> None:
    limits = ServeSection(max_directive_bytes=60)
    first = "#GOVERN use dataset:era5"  # 24 bytes
    # 36 bytes: "é" is two bytes in UTF-8, so 35 characters make 36 bytes.
    second = "#GOVERN use dataset:r" + "é" + "x" * 13
    assert len(second.encode()) == 36
    assert parse_directives(lines(first, second), limits).resources == (
        "dataset:era5",
        "dataset:ré" + "x" * 13,
    )
    over = second + "x"
    assert refusal(lambda: parse_directives(lines(first, over), limits)) == (
        "#GOVERN lines of 61 bytes, more than [serve] max_directive_bytes = 60"
    )


def test_distinct_resources_are_bounded_exactly_naming_the_line_and_the_setting() -> None:
    limits = ServeSection(max_resources_per_job=3)
    at_limit = lines("#GOVERN use dataset:a model:b", "#GOVERN use dataset:a dataset:c model:b")
    assert len(parse_directives(at_limit, limits).resources) == 3
    over = [*at_limit, (9, "#GOVERN use dataset:a dataset:d")]
    assert refusal(lambda: parse_directives(over, limits)) == (
        "script line 9: more than 3 distinct resources declared, "
        "the limit of [serve] max_resources_per_job"
    )


def test_distinct_images_are_bounded_exactly_naming_the_line_and_the_setting() -> None:
    limits = ServeSection(max_images_per_job=2)
    at_limit = lines(
        f"#GOVERN image {IMAGE}",
        f"#GOVERN image {OTHER_IMAGE}",
        f"#GOVERN image {IMAGE} privileged",
    )
    assert parse_directives(at_limit, limits).images == (IMAGE, OTHER_IMAGE)
    over = [*at_limit, (11, "#GOVERN image registry.example.edu/lab/third@sha256:" + "c" * 64)]
    assert refusal(lambda: parse_directives(over, limits)) == (
        "script line 11: more than 2 distinct images declared, "
        "the limit of [serve] max_images_per_job"
    )


def test_without_limits_given_the_serve_defaults_apply() -> None:
    defaults = ServeSection()
    resources = [f"dataset:d{n}" for n in range(defaults.max_resources_per_job)]
    declared = parse_directives([(2, "#GOVERN use " + " ".join(resources))])
    assert len(declared.resources) == defaults.max_resources_per_job
    too_many = [(2, "#GOVERN use " + " ".join([*resources, "dataset:one-more"]))]
    assert refusal(lambda: parse_directives(too_many)) == (
        f"script line 2: more than {defaults.max_resources_per_job} distinct resources declared, "
        "the limit of [serve] max_resources_per_job"
    )
    images = [f"#GOVERN image r.example.edu/i{n}@sha256:{'e' * 64}" for n in range(17)]
    assert len(parse_directives(lines(*images[:16])).images) == defaults.max_images_per_job == 16
    assert refusal(lambda: parse_directives(lines(*images))).startswith(
        "script line 18: more than 16 distinct images declared"
    )
    too_long = [(2, "#GOVERN use dataset:" + "x" * (defaults.max_directive_bytes - 19))]
    assert refusal(lambda: parse_directives(too_long)) == (
        f"#GOVERN lines of {defaults.max_directive_bytes + 1} bytes, more than [serve] "
        f"max_directive_bytes = {defaults.max_directive_bytes}"
    )
