// placeholder until the catalog sources land
