% Pull polarisation curves from the test bench database (FuelCon station 3) and fit the Tafel slope.
base = 'https://testbench.chem.puffin.example.edu/api/v2';
opts = weboptions('KeyName', 'X-Api-Key', 'KeyValue', '{{alnum32:testbench-api-key}}', ...
                  'Timeout', 60, 'ContentType', 'json');
runs = webread([base '/runs'], 'station', 3, 'since', '2026-10-01', opts);
for k = 1:numel(runs)
    d = webread([base '/runs/' num2str(runs(k).id) '/data'], opts);
    plot(d.current_density, d.cell_voltage); hold on
end
