// placeholder until the chart sources land
