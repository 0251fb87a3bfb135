@load policy/protocols/ssh/detect-bruteforcing
@load policy/protocols/ssl/validate-certs
@load frameworks/intel/seen

redef SSH::password_guesses_limit = 15;
redef Intel::read_files += { "/opt/zeek/share/intel/misp.dat" };
# known scanner of the university's vulnerability team (do not alert)
redef Site::local_nets += { 10.40.0.0/16, 198.51.100.0/24 };
