{{apple_p8}}
