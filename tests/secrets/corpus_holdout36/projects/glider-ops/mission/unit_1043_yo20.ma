behavior_name=yo
# yo20.ma: dive 0-200 m, climb to 10 m; edited 2026-03-03 (git 8c2e4f6a)
<start:b_arg>
    b_arg: start_when(enum)        2     # BAW_IMMEDIATELY
    b_arg: num_half_cycles_to_do(nodim) -1
    b_arg: d_target_depth(m)       200
    b_arg: d_target_altitude(m)    15
    b_arg: d_use_bpump(enum)       2
    b_arg: d_bpump_value(X)        -1000.0
    b_arg: c_pitch_value(rad)      0.4528
    b_arg: climb_target_depth(m)   10
<end:b_arg>
