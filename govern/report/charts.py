"""Inline SVG charts: plain shapes and text, no script, so they print and need nothing else."""

from __future__ import annotations

from html import escape

_WIDTH, _HEIGHT = 720, 220
_LEFT, _BOTTOM, _TOP = 48, 36, 16
_BAR_LEFT, _BAR_SPAN = 160, 480  # where the objective charts' bars start, and how far they reach


def _tag(name: str, text: str = "", **attributes: object) -> str:
    """<NAME attributes>TEXT</NAME>; a float is written to one decimal, `css` is the class."""
    parts = []
    for key, value in attributes.items():
        shown = f"{value:.1f}" if isinstance(value, float) else str(value)
        parts.append(f'{"class" if key == "css" else key.replace("_", "-")}="{escape(shown)}"')
    return f"<{name} {' '.join(parts)}>{text}</{name}>"


def _hover(text: str) -> str:
    return f"<title>{escape(text)}</title>"


def _frame(title: str, body: list[str], height: int = _HEIGHT) -> str:
    return (
        f'<svg class="chart" viewBox="0 0 {_WIDTH} {height}" role="img" '
        f'xmlns="http://www.w3.org/2000/svg" aria-label="{escape(title)}">'
        f"{_hover(title)}{''.join(body)}</svg>"
    )


def _empty(title: str, text: str) -> str:
    return _frame(title, [_tag("text", escape(text), css="empty", x="50%", y="50%",
                               text_anchor="middle")])  # fmt: skip


def _axis(peak: float, height: int) -> list[str]:
    base = float(height - _BOTTOM)
    parts = [_tag("line", css="axis", x1=_LEFT, y1=base, x2=_WIDTH - 8, y2=base)]
    for step in range(5):
        y = base - (base - _TOP) * step / 4
        parts.append(_tag("line", css="grid", x1=_LEFT, y1=y, x2=_WIDTH - 8, y2=y))
        label = f"{peak * step / 4:g}"
        parts.append(_tag("text", label, css="tick", x=_LEFT - 6, y=y + 4, text_anchor="end"))
    return parts


def decisions_over_time(days: list[list[object]]) -> str:
    """Stacked bars per day: allows, then denies above them."""
    title = "Decisions per day (allow, deny)"
    if not days:
        return _empty(title, "no decisions in the period")
    counted = [(str(day), int(str(a)), int(str(d))) for day, a, d in days]
    peak = max(a + d for _, a, d in counted) or 1
    base = float(_HEIGHT - _BOTTOM)
    scale = (base - _TOP) / peak
    width = (_WIDTH - _LEFT - 8) / len(counted)
    bar = max(width - 2, 1.0)
    body = _axis(peak, _HEIGHT)
    label_every = max(1, len(counted) // 8)
    for position, (day, allows, denies) in enumerate(counted):
        x = _LEFT + position * width
        high, deny_high = allows * scale, denies * scale
        body.append(_tag("rect", _hover(f"{day}: {allows} allowed"), css="allow", x=x,
                         y=base - high, width=bar, height=high))  # fmt: skip
        body.append(_tag("rect", _hover(f"{day}: {denies} denied"), css="deny", x=x,
                         y=base - high - deny_high, width=bar, height=deny_high))  # fmt: skip
        if position % label_every == 0:
            body.append(_tag("text", escape(day[5:]), css="tick", x=x + bar / 2, y=base + 14,
                             text_anchor="middle"))  # fmt: skip
    return _frame(title, body)


def against_objective(title: str, unit: str, rows: list[list[object]]) -> str:
    """One bar per class for what was measured and a mark at its objective; a bar past its
    mark is drawn as a miss."""
    if not rows:
        return _empty(title, "nothing measured in the period")
    height = _TOP + _BOTTOM + 28 * len(rows)
    figures = [(str(n), None if v is None else float(str(v)),
                None if lim is None else float(str(lim))) for n, v, lim in rows]  # fmt: skip
    peak = max([v for _, v, _ in figures if v is not None]
               + [lim for _, _, lim in figures if lim is not None] + [1.0])  # fmt: skip
    body = []
    for position, (name, value, limit) in enumerate(figures):
        y = float(_TOP + 28 * position)
        body.append(_tag("text", escape(name), css="label", x=_BAR_LEFT - 10, y=y + 15,
                         text_anchor="end"))  # fmt: skip
        if value is not None:
            length = max(value / peak * _BAR_SPAN, 1.0)
            css = "miss" if limit is not None and value > limit else "met"
            body.append(_tag("rect", _hover(f"{name}: {value:g} {unit}"), css=css, x=_BAR_LEFT,
                             y=y + 4, width=length, height=16))  # fmt: skip
            body.append(_tag("text", f"{value:g} {unit}", css="tick", x=_BAR_LEFT + length + 4,
                             y=y + 16))  # fmt: skip
        if limit is not None:
            x = _BAR_LEFT + limit / peak * _BAR_SPAN
            body.append(_tag("line", _hover(f"objective {limit:g} {unit}"), css="objective",
                             x1=x, y1=y, x2=x, y2=y + 24))  # fmt: skip
    legend = f"bars: measured; marks: objective ({unit})"
    body.append(_tag("text", legend, css="tick", x=_BAR_LEFT, y=height - 10))
    return _frame(title, body, height)
