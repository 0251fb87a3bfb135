% Pull annotations from METASPACE GraphQL and plot peak intensities
apiKey = '{{alnum32:metaspace-api-key}}';
opts = weboptions('HeaderFields', {'Authorization', ['Api-Key ' apiKey]}, 'MediaType', 'application/json');
q = struct('query', 'query { dataset(id: "2024-06-03_14h22m10s") { name status } }');
r = webwrite('https://metaspace2020.eu/graphql', q, opts);
disp(r.data.dataset.name)
% dataset id above is public once published; sha1 of the imzML: 1f0e2d3c4b5a69788796a5b4c3d2e1f0a9b8c7d6
