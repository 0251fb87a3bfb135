library(FITSio)
library(ggplot2)
# source_id values of the spur stars are kept so we can re-query them
spur <- c(3912784213423110144, 3912787456097364736)
d <- readFrameFromFITS("data/GD-1_members.fits")
ggplot(d, aes(pmra, pmdec)) + geom_point(alpha = .2)
ggsave("figs/gd1_pm.pdf")
# md5 of the member list used in the paper: 9e107d9d372bb6826bd81d3542a419d6
