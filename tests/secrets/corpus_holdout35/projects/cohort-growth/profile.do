* profile.do, run at Stata start-up
global root "/project/cohort-growth"
global data "$root/data"
sysdir set PLUS "$root/ado/plus"
set maxvar 10000
display "cohort-growth profile loaded, git 2688ab1aa2c134ae27332ebe160cf6116730a62c"
