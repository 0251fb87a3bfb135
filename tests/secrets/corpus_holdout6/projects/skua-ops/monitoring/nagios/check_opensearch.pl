#!/usr/bin/perl
# Nagios plugin: OpenSearch cluster health
use strict;
use warnings;
use LWP::UserAgent;
use JSON::PP;

my $ua = LWP::UserAgent->new(ssl_opts => { verify_hostname => 1 }, timeout => 10);
$ua->credentials('opensearch.skua.example.edu:9200', 'OpenSearch Security', 'nagios', '{{password:opensearch-password}}');
my $res = $ua->get('https://opensearch.skua.example.edu:9200/_cluster/health');
unless ($res->is_success) { print "UNKNOWN - ", $res->status_line, "\n"; exit 3; }
my $h = decode_json($res->decoded_content);
my %code = (green => 0, yellow => 1, red => 2);
print uc($h->{status}), " - $h->{number_of_nodes} nodes\n";
exit $code{$h->{status}};
