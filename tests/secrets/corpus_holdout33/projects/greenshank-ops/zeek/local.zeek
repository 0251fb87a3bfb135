@load policy/tuning/json-logs.zeek
@load policy/protocols/ssl/validate-certs
@load policy/frameworks/intel/seen
@load frameworks/intel/do_notice

redef Intel::read_files += { "/opt/zeek/share/intel/greenshank.intel" };
redef Site::local_nets += { 10.0.0.0/8, 192.0.2.0/24 };
# known-bad JA3 fingerprints from the CERT feed
redef SSL::ja3_blocklist += { "e7d705a3286e19ea42f587b344ee6865", "6734f37431670b3ab4292b8f60f29984" };
