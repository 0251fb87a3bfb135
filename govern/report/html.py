"""The report as one self-contained HTML page: tables, inline SVG charts, a print stylesheet,
and nothing loaded from anywhere (no script, font or image), so it opens and prints offline."""

from __future__ import annotations

from html import escape

from govern.report.charts import against_objective, decisions_over_time
from govern.report.model import EntryRef, Report, Section, Severity

_STYLE = """
:root { --ink: #1b1f24; --muted: #57606a; --line: #d0d7de; --allow: #2f7d4f; --deny: #b3261e;
  --note: #0a58ca; --bg-adverse: #fdecea; }
* { box-sizing: border-box; }
body { font: 14px/1.45 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  color: var(--ink); margin: 0 auto; max-width: 1180px; padding: 24px; }
h1 { font-size: 24px; margin: 0 0 4px; }
h2 { font-size: 19px; border-bottom: 2px solid var(--line); padding-bottom: 4px; margin-top: 32px; }
h3 { font-size: 15px; margin: 18px 0 6px; }
.meta, .note, .why { color: var(--muted); }
nav ol { columns: 2; margin: 8px 0; }
table { border-collapse: collapse; width: 100%; margin: 6px 0 12px; font-size: 12.5px; }
th, td { border: 1px solid var(--line); padding: 3px 6px; text-align: left; vertical-align: top;
  overflow-wrap: anywhere; }
th { background: #f6f8fa; }
table.counts { width: auto; }
td.id { white-space: nowrap; }
table.counts td:last-child { text-align: right; font-variant-numeric: tabular-nums; }
tr.adverse td { background: var(--bg-adverse); }
.badge { display: inline-block; padding: 0 6px; border-radius: 8px; font-size: 11.5px; }
.badge.adverse { background: var(--deny); color: #fff; }
.badge.note { background: #dbe9ff; color: var(--note); }
.badge.ok { background: #dff3e4; color: var(--allow); }
.ref { font-family: ui-monospace, "DejaVu Sans Mono", monospace; font-size: 11.5px;
  white-space: nowrap; }
svg.chart { width: 100%; max-width: 720px; height: auto; display: block; margin: 8px 0 14px; }
svg .axis { stroke: var(--muted); } svg .grid { stroke: var(--line); stroke-dasharray: 2 3; }
svg .tick, svg .label, svg .empty { font-size: 11px; fill: var(--muted); }
svg .label { fill: var(--ink); }
svg .allow, svg .met { fill: var(--allow); } svg .deny, svg .miss { fill: var(--deny); }
svg .objective { stroke: var(--ink); stroke-width: 3; }
@media print {
  body { max-width: none; padding: 0; font-size: 10.5pt; }
  nav { display: none; }
  section { break-inside: auto; } h2 { break-after: avoid; } tr, svg { break-inside: avoid; }
  table { font-size: 8.5pt; } th { background: none; }
  @page { size: A4; margin: 14mm 12mm; }
}
"""


_ADVERSE_ROW = ' class="adverse"'
_POLICY = "default-src 'none'; style-src 'unsafe-inline'"


def _ref(ref: EntryRef, origins: list[str]) -> str:
    label = escape(ref.label(origins))
    return (
        f'<span class="ref" title="leaf hash {ref.leaf_hash}">{label} {ref.leaf_hash[:12]}</span>'
    )


def _refs(refs: list[EntryRef], origins: list[str]) -> str:
    return "<br>".join(_ref(r, origins) for r in refs)


def _counts(counts: dict[str, int]) -> str:
    rows = "".join(
        f"<tr><td>{escape(name.replace('_', ' '))}</td><td>{value:,}</td></tr>"
        for name, value in counts.items()
    )
    return f'<table class="counts"><tbody>{rows}</tbody></table>'


def _chart(section: Section) -> str:
    if section.id == "denies":
        return decisions_over_time(section.series.get("decisions_by_day", []))
    if section.id == "backups":
        return against_objective(
            "Longest time without a backup against the RPO",
            "h",
            section.series.get("gap_vs_rpo", []),
        )
    if section.id == "drills":
        return against_objective(
            "Drill restore time against the RTO", "s", section.series.get("rto_vs_limit", [])
        )
    return ""


def _findings(section: Section, origins: list[str]) -> str:
    raised = [f for f in section.findings if f.count]
    if not raised:
        return '<p class="note">No findings.</p>'
    rows = []
    for finding in raised:
        css = "adverse" if finding.severity is Severity.ADVERSE else "note"
        examples = "<br>".join(escape(e) for e in finding.examples)
        more = finding.count - len(finding.examples)
        if more > 0:
            examples += f"<br><em>… and {more:,} more</em>"
        rows.append(
            f'<tr class="{css}"><td><span class="badge {css}">{finding.severity.value}</span> '
            f"<code>{escape(finding.code)}</code><br>{escape(finding.title)}</td>"
            f"<td>{finding.count:,}</td><td>{examples}</td>"
            f"<td>{_refs(finding.refs, origins)}</td></tr>"
        )
    return (
        "<table><thead><tr><th>finding</th><th>count</th><th>what</th><th>entries</th></tr>"
        f"</thead><tbody>{''.join(rows)}</tbody></table>"
    )


def _items(section: Section, origins: list[str]) -> str:
    items = section.items
    if not items.rows:
        return '<p class="note">Nothing in the period.</p>'
    head = "".join(f"<th>{escape(c)}</th>" for c in ("time", *section.columns, "entries"))
    rows = "".join(
        "<tr><td>"
        + escape(item.time)
        + "</td>"
        + "".join(f"<td>{escape(item.cells.get(c, ''))}</td>" for c in section.columns)
        + f"<td>{_refs(item.refs, origins)}</td></tr>"
        for item in items.rows
    )
    left = (
        f'<p class="note">{items.left_out:,} more not listed (raise [report] max_items to list '
        "them; the counts cover every one).</p>"
        if items.left_out
        else ""
    )
    return f"<table><thead><tr>{head}</tr></thead><tbody>{rows}</tbody></table>{left}"


def _section(section: Section, origins: list[str]) -> str:
    requirements = ", ".join(section.requirements) or "none mapped"
    notes = "".join(f'<p class="note">{escape(n)}</p>' for n in section.notes)
    return (
        f'<section id="section-{section.id}" data-section="{section.id}">'
        f"<h2>{escape(section.title)}</h2>"
        f'<p class="why">{escape(section.why)} Requirements: {escape(requirements)}.</p>'
        f"{_counts(section.counts)}{_chart(section)}{notes}"
        f"<h3>Findings</h3>{_findings(section, origins)}"
        f"<h3>Items</h3>{_items(section, origins)}</section>"
    )


def _requirements(report: Report) -> str:
    rows = "".join(
        f'<tr{_ADVERSE_ROW if e.adverse else ""}><td class="id">{escape(e.requirement.id)}</td>'
        f"<td>{escape(e.requirement.title)}</td><td>{escape(e.requirement.family)}</td>"
        f"<td>{escape(', '.join(e.sections))}</td>"
        f"<td>{escape(', '.join(f'{s}/{c}' for s, c in e.findings))}</td>"
        f"<td>{e.adverse:,}</td></tr>"
        for e in report.evidence
    )
    missing = "".join(
        f'<tr><td class="id">{escape(r.id)}</td><td>{escape(r.title)}</td>'
        f"<td>{escape(r.family)}</td></tr>"
        for r in report.without_evidence
    )
    total = len(report.evidence) + len(report.without_evidence)
    return (
        '<section id="section-requirements" data-section="requirements">'
        "<h2>NIST SP 800-171 Rev. 3 requirements</h2>"
        f'<p class="why">govern gives evidence for {len(report.evidence)} of the {total} active '
        f"requirements (mapping: audit/controls.toml; list: {escape(report.catalogue)}). It gives "
        f"<strong>no evidence at all for the other {len(report.without_evidence)}</strong>, "
        "listed below: the site must show those some other way.</p>"
        "<h3>Requirements with evidence from govern</h3>"
        "<table><thead><tr><th>id</th><th>title</th><th>family</th><th>sections</th>"
        f"<th>findings in the period</th><th>adverse</th></tr></thead><tbody>{rows}</tbody></table>"
        "<h3>Requirements govern produces no evidence for</h3>"
        "<table><thead><tr><th>id</th><th>title</th><th>family</th></tr></thead>"
        f"<tbody>{missing}</tbody></table></section>"
    )


def render_html(report: Report) -> bytes:
    origins = report.origins
    verdict = (
        '<span class="badge ok">every log verified</span>'
        if report.verified
        else '<span class="badge adverse">a log failed verification: see its section</span>'
    )
    toc = (
        "".join(
            f'<li><a href="#section-{s.id}">{escape(s.title)}</a></li>' for s in report.sections
        )
        + '<li><a href="#section-requirements">Requirements</a></li>'
    )
    body = "".join(_section(s, origins) for s in report.sections)
    page = (
        '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        # Nothing may load from anywhere: the page is all there is.
        f'<meta http-equiv="Content-Security-Policy" content="{_POLICY}">'
        f"<title>govern report: {escape(report.site)}</title><style>{_STYLE}</style></head><body>"
        f"<header><h1>Evidence report: {escape(report.site)}</h1>"
        f'<p class="meta">Period {escape(report.period_from)} to {escape(report.period_to)} '
        f"(end excluded); made {escape(report.generated)}; {len(report.logs)} log(s); "
        f"{report.adverse():,} adverse finding(s). {verdict}</p>"
        '<p class="meta">Each entry is named as <span class="ref">log#index leafhash</span>: the '
        "index of the audit entry in that log and the start of its RFC 9162 leaf hash (hover for "
        "all of it). An evidence bundle carries each cited entry with its inclusion proof.</p>"
        f"</header><nav><ol>{toc}</ol></nav><main>{body}{_requirements(report)}</main>"
        "</body></html>\n"
    )
    return page.encode()
