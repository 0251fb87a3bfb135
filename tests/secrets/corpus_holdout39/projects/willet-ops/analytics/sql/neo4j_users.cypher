// research-graph users (Neo4j 5 enterprise, run on the system database)
CREATE USER grants_loader IF NOT EXISTS SET PASSWORD '{{password:neo4j-password}}' CHANGE NOT REQUIRED;
GRANT ROLE publisher TO grants_loader;
CREATE USER dashboard_ro IF NOT EXISTS SET PASSWORD $ro_password CHANGE NOT REQUIRED;
GRANT ROLE reader TO dashboard_ro;
SHOW USERS;
