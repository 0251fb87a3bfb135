cd /projects/urban-traffic/sumo
netconvert --osm-files lyon.osm.xml.gz -o lyon.net.xml --geometry.remove --ramps.guess --junctions.join
python $SUMO_HOME/tools/randomTrips.py -n lyon.net.xml -r lyon.rou.xml --seed 42 -e 3600
sumo -c lyon.sumocfg --seed 42
curl -s "https://transit.land/api/v2/rest/feeds?search=tcl&apikey={{alnum32:transitland-api-key}}" | jq '.feeds[].onestop_id'
curl -s -o tcl_gtfs.zip "https://download.data.grandlyon.com/files/rdata/tcl_sytral.tcltheorique/GTFS_TCL.ZIP"
sha1sum tcl_gtfs.zip
cd ../matsim && mvn -q package -DskipTests
java -Xmx48g -cp target/lyon-1.0-SNAPSHOT.jar org.turnstone.traffic.RunLyon config.xml
confluent api-key list --resource lkc-7q2m9x
