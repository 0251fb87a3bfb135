behavior_name=goto_list
# goto_l10.ma — waypoints for the Svinøy section
<start:b_arg>
b_arg: num_legs_to_run(nodim) -1
b_arg: start_when(enum) 0
b_arg: list_stop_when(enum) 7
b_arg: initial_wpt(enum) -2
b_arg: num_waypoints(nodim) 4
<end:b_arg>
<start:waypoints>
  417.0000 6256.0000
  325.0000 6300.0000
  230.0000 6305.0000
  130.0000 6310.0000
<end:waypoints>
