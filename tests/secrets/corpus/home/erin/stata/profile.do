* profile.do: Stata runs this at start-up.
set more off, permanently
set fredkey {{lower32:stata-fred-key}}, permanently
sysdir set PERSONAL "~/stata/ado"
