* merge the hand-coded talk moves with the Canvas rosters
import delimited "data/roster_48213.csv", clear
tempfile roster
save `roster'
import delimited "data/talk_moves_coded.csv", clear
merge m:1 id using `roster'
tab talk_move if _merge == 3
