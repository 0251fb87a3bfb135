"""Auditor reports: what the audit log shows for a period, section by section, mapped to NIST SP
800-171 Rev. 3 requirements, rendered as HTML, CSV, JSON and OSCAL, and evidence bundles an
assessor checks offline (`govern audit verify-bundle`)."""
