<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>QObject</name>
    <message>
        <source>NodePlan cannot start</source>
        <translation>NodePlan kann nicht starten</translation>
    </message>
    <message>
        <source>&lt;p&gt;The component catalog could not be opened.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Start NodePlan with &lt;tt&gt;--catalog PATH&lt;/tt&gt; to use another catalog file.&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Komponentenkatalog konnte nicht geöffnet werden.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;Starten Sie NodePlan mit &lt;tt&gt;--catalog PFAD&lt;/tt&gt;, um eine andere Katalogdatei zu verwenden.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Usable memory per GPU</source>
        <translation>Nutzbarer Speicher je GPU</translation>
    </message>
    <message>
        <source>GPU memory, all GPUs</source>
        <translation>GPU-Speicher, alle GPUs</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU</source>
        <translation>Speicherbandbreite je GPU</translation>
    </message>
    <message>
        <source>BF16 dense, all GPUs</source>
        <translation>BF16 dicht, alle GPUs</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU-Anbindung</translation>
    </message>
    <message>
        <source>GPU-to-GPU, worst pair</source>
        <translation>GPU zu GPU, schlechtestes Paar</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU-Kerne</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Peak power at the wall</source>
        <translation>Spitzenleistung an der Steckdose</translation>
    </message>
    <message>
        <source>PSU usable</source>
        <translation>Nutzbare Netzteilleistung</translation>
    </message>
    <message>
        <source>Redundancy met</source>
        <translation>Redundanz erfüllt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>Price to the customer</source>
        <translation>Preis für den Kunden</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Gesamtbetriebskosten</translation>
    </message>
    <message>
        <source>Blocking findings</source>
        <translation>Blockierende Befunde</translation>
    </message>
    <message>
        <source>not in this build</source>
        <translation>nicht in dieser Konfiguration</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>fits, %1 spare</source>
        <translation>passt, %1 frei</translation>
    </message>
    <message>
        <source>does not fit, %1 over</source>
        <translation>passt nicht, %1 zu viel</translation>
    </message>
    <message>
        <source>not known</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>, bandwidth-bound</source>
        <translation>, bandbreitenbegrenzt</translation>
    </message>
    <message>
        <source>, compute-bound</source>
        <translation>, rechenbegrenzt</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Model fit: memory per GPU, by build</source>
        <translation>Modellpassung: Speicher je GPU, nach Konfiguration</translation>
    </message>
    <message>
        <source>Power by group, by build</source>
        <translation>Leistung nach Gruppe, nach Konfiguration</translation>
    </message>
    <message>
        <source>Decode speed by workload, by build</source>
        <translation>Decode-Geschwindigkeit nach Workload, nach Konfiguration</translation>
    </message>
    <message>
        <source>NodePlan · builds side by side</source>
        <translation>NodePlan · Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Builds side by side — %1</source>
        <translation>Konfigurationen im Vergleich — %1</translation>
    </message>
    <message>
        <source>Builds side by side</source>
        <translation>Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>cannot start painting the PDF %1</source>
        <translation>Das PDF %1 kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>Choices</source>
        <translation>Auswahl</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>More tools</source>
        <translation>Weitere Werkzeuge</translation>
    </message>
    <message>
        <source>Change %1</source>
        <translation>%1 ändern</translation>
    </message>
    <message>
        <source>Change Build Properties</source>
        <translation>Konfigurationseigenschaften ändern</translation>
    </message>
    <message>
        <source>FRONT</source>
        <translation>VORNE</translation>
    </message>
    <message>
        <source>REAR</source>
        <translation>HINTEN</translation>
    </message>
    <message>
        <source>FAN WALL — airflow →</source>
        <translation>LÜFTERWAND — Luftstrom →</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>Netzwerkkarte</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>Netzteil</translation>
    </message>
    <message>
        <source>empty slot — drag a part from the catalog</source>
        <translation>leerer Steckplatz — ziehen Sie eine Komponente aus dem Katalog hierher</translation>
    </message>
    <message>
        <source>%1 v%2</source>
        <translation>%1 V%2</translation>
    </message>
    <message>
        <source>The build has no chassis from the catalog.</source>
        <translation>Die Konfiguration hat kein Gehäuse aus dem Katalog.</translation>
    </message>
    <message>
        <source>%1 has no slot &apos;%2&apos;.</source>
        <translation>%1 hat keinen Steckplatz „%2“.</translation>
    </message>
    <message>
        <source>%1 is empty.</source>
        <translation>%1 ist leer.</translation>
    </message>
    <message>
        <source>Cannot swap: %1</source>
        <translation>Tausch nicht möglich: %1</translation>
    </message>
    <message>
        <source>Add workload %1</source>
        <translation>Workload %1 hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate workload %1</source>
        <translation>Workload %1 duplizieren</translation>
    </message>
    <message>
        <source>Remove workload %1</source>
        <translation>Workload %1 entfernen</translation>
    </message>
    <message>
        <source>Move workload %1</source>
        <translation>Workload %1 verschieben</translation>
    </message>
    <message>
        <source>Change %1 of %2</source>
        <translation>%1 von %2 ändern</translation>
    </message>
    <message numerus="yes">
        <source>Fill %n slot(s) with %1</source>
        <translation>
            <numerusform>%n Steckplatz mit %1 bestücken</numerusform>
            <numerusform>%n Steckplätze mit %1 bestücken</numerusform>
        </translation>
    </message>
    <message>
        <source>Tab, Shift+Tab</source>
        <translation>Tab, Umschalt+Tab</translation>
    </message>
    <message>
        <source>Chassis: next or previous slot (past the last, on to the next panel)</source>
        <translation>Gehäuse: nächster oder vorheriger Steckplatz (nach dem letzten weiter zum nächsten Bereich)</translation>
    </message>
    <message>
        <source>Arrow keys</source>
        <translation>Pfeiltasten</translation>
    </message>
    <message>
        <source>Chassis: the nearest slot in that direction</source>
        <translation>Gehäuse: der nächste Steckplatz in dieser Richtung</translation>
    </message>
    <message>
        <source>Home, End</source>
        <translation>Pos1, Ende</translation>
    </message>
    <message>
        <source>Chassis: the first or last slot</source>
        <translation>Gehäuse: der erste oder letzte Steckplatz</translation>
    </message>
    <message>
        <source>Enter, Space, Menu</source>
        <translation>Eingabe, Leertaste, Menü</translation>
    </message>
    <message>
        <source>Chassis: the focused slot&apos;s menu (place, replace, remove, fill)</source>
        <translation>Gehäuse: das Menü des fokussierten Steckplatzes (einsetzen, ersetzen, entfernen, bestücken)</translation>
    </message>
    <message>
        <source>Delete, Backspace</source>
        <translation>Entf, Rücktaste</translation>
    </message>
    <message>
        <source>Chassis: remove the part in the focused or selected slots</source>
        <translation>Gehäuse: die Komponente im fokussierten oder in den ausgewählten Steckplätzen entfernen</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Pfeil nach unten</translation>
    </message>
    <message>
        <source>Catalog search: move into the results</source>
        <translation>Katalogsuche: in die Ergebnisse wechseln</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Eingabe</translation>
    </message>
    <message>
        <source>Catalog row: place the part in the focused slot, or the first empty slot that takes it</source>
        <translation>Katalogzeile: die Komponente in den fokussierten Steckplatz einsetzen oder in den ersten freien, der sie aufnimmt</translation>
    </message>
    <message>
        <source>Ctrl+wheel</source>
        <translation>Strg+Mausrad</translation>
    </message>
    <message>
        <source>Chassis: zoom</source>
        <translation>Gehäuse: zoomen</translation>
    </message>
    <message>
        <source>Menu commands</source>
        <translation>Menübefehle</translation>
    </message>
    <message>
        <source>Chassis and catalog</source>
        <translation>Gehäuse und Katalog</translation>
    </message>
    <message>
        <source>Every efficiency, overhead and guideline behind NodePlan&apos;s estimates. A build file may override any of them (its &quot;assumptions&quot; object, by key); the value column shows the open build&apos;s.</source>
        <translation>Alle Wirkungsgrade, Zuschläge und Richtwerte hinter den Schätzungen von NodePlan. Eine Konfigurationsdatei kann jeden davon überschreiben (in ihrem Objekt „assumptions“, nach Schlüssel); die Spalte „Wert“ zeigt die Werte der geöffneten Konfiguration.</translation>
    </message>
    <message>
        <source>Key</source>
        <translation>Schlüssel</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Unit</source>
        <translation>Einheit</translation>
    </message>
    <message>
        <source>Why</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>default %1</source>
        <translation>Standard %1</translation>
    </message>
    <message>
        <source>&amp;User Guide</source>
        <translation>&amp;Benutzerhandbuch</translation>
    </message>
    <message>
        <source>NodePlan User Guide</source>
        <translation>NodePlan-Benutzerhandbuch</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&amp;Assumptions</source>
        <translation>&amp;Annahmen</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>NodePlan builds (*.nodeplan);;All files (*)</source>
        <translation>NodePlan-Konfigurationen (*.nodeplan);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Import Model</source>
        <translation>Modell importieren</translation>
    </message>
    <message>
        <source>&lt;p&gt;The file is not a model config NodePlan can read; nothing was imported.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Die Datei ist keine Modellkonfiguration, die NodePlan lesen kann; es wurde nichts importiert.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Model name:</source>
        <translation>Modellname:</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Move %1 to %2</source>
        <translation>%1 nach %2 verschieben</translation>
    </message>
    <message>
        <source>Export build sheet</source>
        <translation>Konfigurationsblatt exportieren</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Replace %1 in %2</source>
        <translation>%1 in %2 ersetzen</translation>
    </message>
    <message>
        <source>Place %1 in %2</source>
        <translation>%1 in %2 einsetzen</translation>
    </message>
    <message>
        <source>Remove %1 from %2</source>
        <translation>%1 aus %2 entfernen</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n part(s)</source>
        <translation>
            <numerusform>%n Komponente entfernen</numerusform>
            <numerusform>%n Komponenten entfernen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (not in the catalog)</source>
        <translation>%1 (nicht im Katalog)</translation>
    </message>
    <message>
        <source>Every build runs the same workloads, each at the smallest tensor-parallel degree that fits it (shown). A square before a figure: the builds differ. &quot;best&quot; and &quot;worst&quot; follow each figure&apos;s rule (lower price, power and time; more memory, speed and headroom). A figure that is not computed (a price left out, a workload that does not fit) is never ranked.</source>
        <translation>Jede Konfiguration führt dieselben Workloads aus, jeden mit dem kleinsten Tensor-Parallel-Grad, bei dem er passt (angegeben). Ein Quadrat vor einer Kennzahl: Die Konfigurationen unterscheiden sich. „beste“ und „schlechteste“ folgen der Regel der jeweiligen Kennzahl (niedrigerer Preis, geringere Leistung und Zeit; mehr Speicher, Geschwindigkeit und Reserve). Eine nicht berechnete Kennzahl (ein fehlender Preis, ein Workload, der nicht passt) wird nie gewertet.</translation>
    </message>
    <message>
        <source>%1: %2 at %3 in flight (%4)</source>
        <translation>%1: %2 bei %3 gleichzeitig (%4)</translation>
    </message>
    <message>
        <source>Team Catalog</source>
        <translation>Team-Katalog</translation>
    </message>
    <message>
        <source>Other desktops&apos; price imports will show only after a restart: %1</source>
        <translation>Preisimporte anderer Arbeitsplätze erscheinen erst nach einem Neustart: %1</translation>
    </message>
    <message>
        <source>&lt;p&gt;The team catalog could not be opened; NodePlan uses the local catalog.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;Der Team-Katalog konnte nicht geöffnet werden; NodePlan verwendet den lokalen Katalog.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>np::AssessmentPanel</name>
    <message>
        <source>&lt;b&gt;Findings&lt;/b&gt; — select one to see the slots it concerns</source>
        <translation>&lt;b&gt;Befunde&lt;/b&gt; — wählen Sie einen aus, um die betroffenen Steckplätze zu sehen</translation>
    </message>
</context>
<context>
    <name>np::Assumptions</name>
    <message>
        <source>CUDA context and allocator reserve per GPU; Unsloth&apos;s estimator uses 1.4 GiB</source>
        <translation>CUDA-Kontext und Allocator-Reserve je GPU; der Schätzer von Unsloth verwendet 1,4 GiB</translation>
    </message>
    <message>
        <source>CUDA context and non-torch memory that vLLM counts inside its memory budget at TP1: 0.35 GiB on an RTX 3090 (https://github.com/vllm-project/vllm/issues/10517), 0.25 GiB per GPU on 2x RTX 4090 over PCIe (https://github.com/vllm-project/vllm/issues/13061); grows with TP over NVLink (nccl_/nvls_runtime_gib_per_tp_doubling)</source>
        <translation>CUDA-Kontext und Nicht-Torch-Speicher, den vLLM bei TP1 in sein Speicherbudget einrechnet: 0,35 GiB auf einer RTX 3090 (https://github.com/vllm-project/vllm/issues/10517), 0,25 GiB je GPU auf 2× RTX 4090 über PCIe (https://github.com/vllm-project/vllm/issues/13061); wächst mit TP über NVLink (nccl_/nvls_runtime_gib_per_tp_doubling)</translation>
    </message>
    <message>
        <source>NCCL communicator buffers at TP&gt;=4; aiconfigurator measures 392 MB</source>
        <translation>NCCL-Kommunikatorpuffer bei TP ≥ 4; aiconfigurator misst 392 MB</translation>
    </message>
    <message>
        <source>Margin on computed activations for allocator fragmentation; Unsloth uses 1.25</source>
        <translation>Zuschlag auf die berechneten Aktivierungen für Fragmentierung im Allocator; Unsloth verwendet 1,25</translation>
    </message>
    <message>
        <source>Driver-reported MiB / 1024 / nominal GB where the catalog has no driver figure: the median of the driver figures in docs/sources/vllm-memory.json (H100 81,559 MiB of 80: 0.996; H200 143,771 of 141: 0.996; B200 183,359 of 180: 0.995; RTX PRO 6000 97,887 of 96: 0.996; MI300X 196,288 of 192: 0.998; A100 81,920 of 80: 1.0; L40S 46,068 of 48: 0.937, ECC reserve)</source>
        <translation>Vom Treiber gemeldete MiB / 1024 / nominale GB, wo der Katalog keinen Treiberwert hat: der Median der Treiberwerte in docs/sources/vllm-memory.json (H100 81.559 MiB von 80: 0,996; H200 143.771 von 141: 0,996; B200 183.359 von 180: 0,995; RTX PRO 6000 97.887 von 96: 0,996; MI300X 196.288 von 192: 0,998; A100 81.920 von 80: 1,0; L40S 46.068 von 48: 0,937, ECC-Reserve)</translation>
    </message>
    <message>
        <source>NF4 weights with one fp32 absmax per 64 values = 4.5 bit (QLoRA, arXiv 2305.14314)</source>
        <translation>NF4-Gewichte mit einem fp32-Absmax je 64 Werte = 4,5 Bit (QLoRA, arXiv 2305.14314)</translation>
    </message>
    <message>
        <source>AWQ/GPTQ: 16-bit scale and 4-bit zero point per group</source>
        <translation>AWQ/GPTQ: 16-Bit-Skala und 4-Bit-Nullpunkt je Gruppe</translation>
    </message>
    <message>
        <source>Achievable share of peak DRAM bandwidth in decode kernels (70-85 % measured)</source>
        <translation>Erreichbarer Anteil der maximalen DRAM-Bandbreite in Decode-Kernels (gemessen 70–85 %)</translation>
    </message>
    <message>
        <source>Model FLOPS utilisation of dense tensor peak for prefill and training</source>
        <translation>Model-FLOPS-Auslastung der dichten Tensor-Spitzenleistung für Prefill und Training</translation>
    </message>
    <message>
        <source>Achievable share of PCIe payload bandwidth for NCCL over PCIe</source>
        <translation>Erreichbarer Anteil der PCIe-Nutzdatenbandbreite für NCCL über PCIe</translation>
    </message>
    <message>
        <source>Achievable share of NVLink bandwidth for NCCL allreduce</source>
        <translation>Erreichbarer Anteil der NVLink-Bandbreite für NCCL-Allreduce</translation>
    </message>
    <message>
        <source>P2P bandwidth through the CPU root complex relative to a PCIe switch</source>
        <translation>P2P-Bandbreite über den Root Complex der CPU im Verhältnis zu einem PCIe-Switch</translation>
    </message>
    <message>
        <source>Data loading and preprocessing rule of thumb for training nodes</source>
        <translation>Faustregel für Datenladen und Vorverarbeitung auf Trainingsknoten</translation>
    </message>
    <message>
        <source>Host RAM at least twice total GPU memory for pinned staging and checkpoints</source>
        <translation>Arbeitsspeicher mindestens doppelt so groß wie der gesamte GPU-Speicher, für Pinned-Staging und Checkpoints</translation>
    </message>
    <message>
        <source>Host RAM at least 1.5x total GPU memory: the least GPU server vendors configure (issue 22)</source>
        <translation>Arbeitsspeicher mindestens 1,5-mal so groß wie der gesamte GPU-Speicher: das Mindeste, was Hersteller von GPU-Servern konfigurieren (Issue 22)</translation>
    </message>
    <message>
        <source>Sequential read per GPU for a non-blocking training pipeline (~7 GB/s for 8 GPUs)</source>
        <translation>Sequenzielles Lesen je GPU für eine nicht blockierende Trainingspipeline (~7 GB/s für 8 GPUs)</translation>
    </message>
    <message>
        <source>Sustained GPU board power / TDP under training load</source>
        <translation>Dauerhafte Leistungsaufnahme der GPU-Karte / TDP unter Trainingslast</translation>
    </message>
    <message>
        <source>Sustained CPU package power / TDP while feeding GPUs</source>
        <translation>Dauerhafte Leistungsaufnahme des CPU-Package / TDP beim Versorgen der GPUs</translation>
    </message>
    <message>
        <source>Fan power as share of IT load at full speed; STH: 10-20 % (hardware-facts S34)</source>
        <translation>Lüfterleistung als Anteil der IT-Last bei voller Drehzahl; STH: 10–20 % (hardware-facts S34)</translation>
    </message>
    <message>
        <source>Millisecond-scale GPU excursion above TDP the PSUs must ride through (PCIe CEM 5.0 allows 3x for 100 us; ATX 3.0 PSUs carry 1.6x for 10 ms)</source>
        <translation>GPU-Lastspitze über TDP im Millisekundenbereich, die die Netzteile überbrücken müssen (PCIe CEM 5.0 erlaubt 3× für 100 µs; ATX-3.0-Netzteile tragen 1,6× für 10 ms)</translation>
    </message>
    <message>
        <source>Heat a 4U air-cooled box removes in practice; above it fans run flat out (scaled by rack units / 4 for taller boxes)</source>
        <translation>Wärme, die ein luftgekühltes 4U-Gehäuse in der Praxis abführt; darüber laufen die Lüfter auf Volllast (bei höheren Gehäusen mit Höheneinheiten / 4 skaliert)</translation>
    </message>
    <message>
        <source>DDR5 RDIMM planning figure; no vendor figure found (hardware-facts §3, unverified)</source>
        <translation>Planungswert für DDR5-RDIMMs; kein Herstellerwert gefunden (hardware-facts §3, nicht verifiziert)</translation>
    </message>
    <message>
        <source>CPU package power at idle as a share of TDP (planning figure for idle/energy estimates)</source>
        <translation>Leistungsaufnahme des CPU-Package im Leerlauf als Anteil der TDP (Planungswert für Leerlauf- und Energieschätzungen)</translation>
    </message>
    <message>
        <source>Input power factor of server PSUs with active PFC at high load (80 PLUS requires &gt;= 0.95)</source>
        <translation>Eingangsleistungsfaktor von Servernetzteilen mit aktiver PFC bei hoher Last (80 PLUS verlangt ≥ 0,95)</translation>
    </message>
    <message>
        <source>vLLM max_num_batched_tokens (V1 default 8192 on large GPUs): its profile run of this many tokens sets the activation peak inside the KV budget, and prefill runs in chunks of it</source>
        <translation>vLLM max_num_batched_tokens (Standard in V1: 8192 auf großen GPUs): Der Profilierungslauf mit so vielen Tokens legt die Aktivierungsspitze innerhalb des KV-Budgets fest, und Prefill läuft in Blöcken dieser Größe</translation>
    </message>
    <message>
        <source>vLLM max_num_seqs (default 256): the profile&apos;s dummy sampler run allocates logits for this many sequences</source>
        <translation>vLLM max_num_seqs (Standard 256): Der Dummy-Sampler-Lauf der Profilierung belegt Logits für so viele Sequenzen</translation>
    </message>
    <message>
        <source>The sampler holds fp32 logits and fp32 probabilities: 4 + 4 B per vocabulary entry</source>
        <translation>Der Sampler hält fp32-Logits und fp32-Wahrscheinlichkeiten: 4 + 4 B je Vokabulareintrag</translation>
    </message>
    <message>
        <source>NVFP4: 4-bit E2M1 values with one FP8 scale per 16 values = 4.5 bit</source>
        <translation>NVFP4: 4-Bit-E2M1-Werte mit einer FP8-Skala je 16 Werte = 4,5 Bit</translation>
    </message>
    <message>
        <source>Training keeps bf16 logits (2 B) for backward; chunked cross-entropy (torchtune, Unsloth, Liger) upcasts one chunk of 8 to fp32 at a time (+0.5 B)</source>
        <translation>Das Training behält bf16-Logits (2 B) für den Backward-Pass; Chunked Cross-Entropy (torchtune, Unsloth, Liger) wandelt jeweils einen von 8 Blöcken in fp32 um (+0,5 B)</translation>
    </message>
    <message>
        <source>With gradient checkpointing, layers whose activations are live at once during recompute in a full fine-tune (Unsloth&apos;s estimator: 2)</source>
        <translation>Mit Gradient Checkpointing: Schichten, deren Aktivierungen bei der Neuberechnung in einem vollständigen Fine-Tuning gleichzeitig gehalten werden (Schätzer von Unsloth: 2)</translation>
    </message>
    <message>
        <source>The same for LoRA/QLoRA (Unsloth&apos;s estimator: 1)</source>
        <translation>Dasselbe für LoRA/QLoRA (Schätzer von Unsloth: 1)</translation>
    </message>
    <message>
        <source>Host RAM for ZeRO offload = offloaded states x this factor (DeepSpeed estimate_zero3_model_states_mem_needs: additional_buffer_factor 1.5)</source>
        <translation>Arbeitsspeicher für ZeRO-Auslagerung = ausgelagerte Zustände × dieser Faktor (DeepSpeed estimate_zero3_model_states_mem_needs: additional_buffer_factor 1,5)</translation>
    </message>
    <message>
        <source>DDR5 RDIMM power at idle as a share of its loaded figure (self-refresh and power-down between accesses; planning figure, unverified)</source>
        <translation>Leistungsaufnahme von DDR5-RDIMMs im Leerlauf als Anteil des Werts unter Last (Self-Refresh und Power-Down zwischen Zugriffen; Planungswert, nicht verifiziert)</translation>
    </message>
    <message>
        <source>Nominal feed for the 200-240 V input class: 230 V (IEC 60038 single-phase), used for VA and input current when the build sets no voltage of its own</source>
        <translation>Nennspannung der Eingangsklasse 200–240 V: 230 V (IEC 60038, einphasig), verwendet für VA und Eingangsstrom, wenn die Konfiguration keine eigene Spannung festlegt</translation>
    </message>
    <message>
        <source>Nominal feed for the 100-127 V input class: 120 V (ANSI C84.1 North American outlet)</source>
        <translation>Nennspannung der Eingangsklasse 100–127 V: 120 V (ANSI C84.1, nordamerikanische Steckdose)</translation>
    </message>
    <message>
        <source>NVLink bridge bandwidth per GPU and direction for the &quot;why not NVLink?&quot; comparison when the GPU has no bridge figure of its own: H200 NVL class, 900 GB/s bidirectional</source>
        <translation>NVLink-Brückenbandbreite je GPU und Richtung für den Vergleich „Warum nicht NVLink?“, wenn die GPU keinen eigenen Brückenwert hat: H200-NVL-Klasse, 900 GB/s bidirektional</translation>
    </message>
    <message>
        <source>Time of a one-hop collective (launch and one synchronisation); the rest of each topology&apos;s small-message latency scales with the ring&apos;s 2(n-1) hops. SGLang&apos;s custom all-reduce: 3.7 us at TP2 on H100 (https://github.com/sgl-project/sglang/pull/2904)</source>
        <translation>Dauer einer Collective-Operation über einen Hop (Start und eine Synchronisation); der Rest der Latenz kleiner Nachrichten jeder Topologie skaliert mit den 2(n-1) Hops des Rings. Eigenes All-Reduce von SGLang: 3,7 µs bei TP2 auf H100 (https://github.com/sgl-project/sglang/pull/2904)</translation>
    </message>
    <message>
        <source>Small-message all-reduce among 8 GPUs over NVSwitch, as the framework sees it: 20-25 us from 4 B to 1 MiB on 8x H100 (https://github.com/marin-community/marin/issues/6736); gives 6 us at 2 GPUs, as NCCL measures (https://github.com/NVIDIA/nccl/issues/1259)</source>
        <translation>All-Reduce kleiner Nachrichten zwischen 8 GPUs über NVSwitch, wie das Framework es sieht: 20–25 µs von 4 B bis 1 MiB auf 8× H100 (https://github.com/marin-community/marin/issues/6736); ergibt 6 µs bei 2 GPUs, wie NCCL misst (https://github.com/NVIDIA/nccl/issues/1259)</translation>
    </message>
    <message>
        <source>Small-message all-reduce among 8 MI300X over Infinity Fabric: rccl-tests 13.3-14.9 us from 1 KiB to 128 KiB (https://github.com/hisohara/ai-scripts/blob/0780bb3c957ba1dd4254b3147c2027a44304db34/training/01_rccl-smoketest/README.md)</source>
        <translation>All-Reduce kleiner Nachrichten zwischen 8 MI300X über Infinity Fabric: rccl-tests 13,3–14,9 µs von 1 KiB bis 128 KiB (https://github.com/hisohara/ai-scripts/blob/0780bb3c957ba1dd4254b3147c2027a44304db34/training/01_rccl-smoketest/README.md)</translation>
    </message>
    <message>
        <source>Small-message all-reduce among 8 GPUs through the host: nccl-tests 42.14 us on 8x RTX 4090 (https://github.com/NVIDIA/nccl/issues/1530), 54.18 us on 8x RTX 3090 (https://github.com/NVIDIA/nccl/issues/1439)</source>
        <translation>All-Reduce kleiner Nachrichten zwischen 8 GPUs über den Host: nccl-tests 42,14 µs auf 8× RTX 4090 (https://github.com/NVIDIA/nccl/issues/1530), 54,18 µs auf 8× RTX 3090 (https://github.com/NVIDIA/nccl/issues/1439)</translation>
    </message>
    <message>
        <source>Small-message all-reduce among 4 GPUs behind one PCIe switch inside a CUDA graph: NCCL 19.4 us at 4 KB on 4x V100 (https://github.com/haohervchb/sglang-V100/pull/2)</source>
        <translation>All-Reduce kleiner Nachrichten zwischen 4 GPUs hinter einem PCIe-Switch innerhalb eines CUDA-Graphen: NCCL 19,4 µs bei 4 KB auf 4× V100 (https://github.com/haohervchb/sglang-V100/pull/2)</translation>
    </message>
    <message>
        <source>Small-message all-reduce between 2 bridged GPUs: nccl-tests 13.39 us at 32 KiB on 2x RTX 2080 Ti, of which 1.6 us is the transfer (https://github.com/NVIDIA/nccl-tests/issues/44)</source>
        <translation>All-Reduce kleiner Nachrichten zwischen 2 verbrückten GPUs: nccl-tests 13,39 µs bei 32 KiB auf 2× RTX 2080 Ti, davon 1,6 µs für die Übertragung (https://github.com/NVIDIA/nccl-tests/issues/44)</translation>
    </message>
    <message>
        <source>All-reduce bus bandwidth / the GPU&apos;s Infinity Fabric links each way: rccl-tests 315.7 GB/s on 8x MI300X (README above) of 7 links x 64 GB/s; a group of n GPUs uses n-1 of the 7 links (https://github.com/ROCm/rccl/pull/1270)</source>
        <translation>All-Reduce-Busbandbreite / Infinity-Fabric-Verbindungen der GPU je Richtung: rccl-tests 315,7 GB/s auf 8× MI300X (README oben) von 7 Verbindungen × 64 GB/s; eine Gruppe von n GPUs nutzt n-1 der 7 Verbindungen (https://github.com/ROCm/rccl/pull/1270)</translation>
    </message>
    <message>
        <source>Time per layer per forward step that moves no data (kernel launches and gaps inside the CUDA graph), so the achieved share of memory bandwidth falls as the bytes per GPU per step shrink. Batch-1 decode of 7-8B models: H100 reaches 27 % of its memory floor eager and CUDA graphs gain 1.26x (Chen, arXiv May 2026, https://theneuralfeed.com/article/memory-bound-but-not-bandwidth-limited-the-physical-ai-inference-gap-in-batch-1-/CTKsWPr9); with graphs 27 us per layer on H100 (InferenceBench, Llama 3.1 8B, 6.48 ms TPOT), ~0 on RTX 4090 (llama.cpp PR 4766)</source>
        <translation>Zeit je Schicht und Forward-Schritt, in der keine Daten bewegt werden (Kernel-Starts und Lücken im CUDA-Graphen), sodass der erreichte Anteil der Speicherbandbreite sinkt, wenn die Bytes je GPU und Schritt kleiner werden. Decode mit Batch 1 bei 7–8B-Modellen: H100 erreicht im Eager-Modus 27 % seiner Speicheruntergrenze, CUDA-Graphen bringen 1,26× (Chen, arXiv Mai 2026, https://theneuralfeed.com/article/memory-bound-but-not-bandwidth-limited-the-physical-ai-inference-gap-in-batch-1-/CTKsWPr9); mit Graphen 27 µs je Schicht auf H100 (InferenceBench, Llama 3.1 8B, 6,48 ms TPOT), ~0 auf RTX 4090 (llama.cpp PR 4766)</translation>
    </message>
    <message>
        <source>Share of dense 16-bit tensor peak that inference matmuls reach at large token counts: 0.65-0.68 on A100 (TensorRT-LLM v0.6.1 2,048-token TTFT, 133 ms for Llama 2 7B; GPT-J batch 64 x 128, 481 ms), 0.79-0.9 on GeForce cards (llama.cpp pp512)</source>
        <translation>Anteil der dichten 16-Bit-Tensor-Spitzenleistung, den Inferenz-Matmuls bei großen Tokenzahlen erreichen: 0,65–0,68 auf A100 (TensorRT-LLM v0.6.1, TTFT bei 2.048 Tokens, 133 ms für Llama 2 7B; GPT-J Batch 64 × 128, 481 ms), 0,79–0,9 auf GeForce-Karten (llama.cpp pp512)</translation>
    </message>
    <message>
        <source>The same for FP8/FP4/INT8 matmuls, of their own (doubled) peak: 0.45 on H100 for a 5,000-token FP8 prefill (NIM 1.8 Llama 3.3 70B TP2, 407 ms), 0.49 for GPT-J FP8 batch 64 x 128 (TensorRT-LLM blog, 102 ms)</source>
        <translation>Dasselbe für FP8-/FP4-/INT8-Matmuls, bezogen auf ihre eigene (doppelte) Spitzenleistung: 0,45 auf H100 für ein FP8-Prefill mit 5.000 Tokens (NIM 1.8, Llama 3.3 70B TP2, 407 ms), 0,49 für GPT-J FP8 Batch 64 × 128 (TensorRT-LLM-Blog, 102 ms)</translation>
    </message>
    <message>
        <source>Tokens per step at which matmuls reach half their large-size efficiency (efficiency x M / (M + this)): A100 prefill reaches 0.35 of peak at 128 tokens and 0.68 at 2,048 (TensorRT-LLM v0.6.1 TTFT, Llama 2 7B)</source>
        <translation>Tokens je Schritt, bei denen Matmuls die Hälfte ihres Wirkungsgrads bei großen Größen erreichen (Wirkungsgrad × M / (M + dieser Wert)): A100-Prefill erreicht 0,35 der Spitzenleistung bei 128 Tokens und 0,68 bei 2.048 (TensorRT-LLM v0.6.1 TTFT, Llama 2 7B)</translation>
    </message>
    <message>
        <source>Driver-reported total minus what CUDA reports as total (torch.cuda.mem_get_info), which vLLM&apos;s budget is a share of: H100 79.65 vs 79.22 GiB (vllm PR 10511), RTX 3090 24.0 vs 23.58 GiB (vllm#10517), RTX 4090 23.99 vs 23.55 GiB (vllm#13061)</source>
        <translation>Vom Treiber gemeldete Gesamtgröße abzüglich dessen, was CUDA als Gesamtgröße meldet (torch.cuda.mem_get_info), von dem das Budget von vLLM ein Anteil ist: H100 79,65 gegenüber 79,22 GiB (vllm PR 10511), RTX 3090 24,0 gegenüber 23,58 GiB (vllm#10517), RTX 4090 23,99 gegenüber 23,55 GiB (vllm#13061)</translation>
    </message>
    <message>
        <source>vLLM non-torch memory (NCCL, custom all-reduce buffers) added per doubling of TP over NVLink or Infinity Fabric without NVLink SHARP: 2.1 GiB at TP8 on A100 40GB (vLLM 0.7.1 log, docs/sources/vllm-memory.json); none over PCIe (0.25 GiB at TP2 on RTX 4090, vllm#13061)</source>
        <translation>Nicht-Torch-Speicher von vLLM (NCCL, Puffer des eigenen All-Reduce), der je Verdopplung von TP über NVLink oder Infinity Fabric ohne NVLink SHARP hinzukommt: 2,1 GiB bei TP8 auf A100 40GB (Log von vLLM 0.7.1, docs/sources/vllm-memory.json); keiner über PCIe (0,25 GiB bei TP2 auf RTX 4090, vllm#13061)</translation>
    </message>
    <message>
        <source>The same on NVLink 4+ switches, where NCCL allocates NVLink SHARP buffers: 3.58 GiB at TP2 on H100 (https://github.com/vllm-project/vllm/pull/10511), 7.16 GiB at TP8 on H200 (DeepSeek-R1 log); NVLS costs ~5 GiB of KV per GPU at TP8 (https://github.com/vllm-project/vllm/issues/9699)</source>
        <translation>Dasselbe auf Switches ab NVLink 4, wo NCCL Puffer für NVLink SHARP belegt: 3,58 GiB bei TP2 auf H100 (https://github.com/vllm-project/vllm/pull/10511), 7,16 GiB bei TP8 auf H200 (Log von DeepSeek-R1); NVLS kostet bei TP8 ~5 GiB KV je GPU (https://github.com/vllm-project/vllm/issues/9699)</translation>
    </message>
    <message>
        <source>CUDA graph memory vLLM (v0.21+) profiles inside its budget: 0.36 GiB at TP2 (https://github.com/gpustack/runner/pull/251), 0.17 GiB at TP4 on RTX 3090 (https://github.com/noonghunna/club-3090/issues/127)</source>
        <translation>Speicher für CUDA-Graphen, den vLLM (ab v0.21) innerhalb seines Budgets profiliert: 0,36 GiB bei TP2 (https://github.com/gpustack/runner/pull/251), 0,17 GiB bei TP4 auf RTX 3090 (https://github.com/noonghunna/club-3090/issues/127)</translation>
    </message>
    <message>
        <source>vLLM&apos;s V0 engine (engine = vllm_v0) sets max_num_batched_tokens to max(max_model_len, 2048) without chunked prefill and to 2048 with it (vllm/config.py SchedulerConfig.__post_init__, v0.6.x); its profile run pushes that many tokens</source>
        <translation>Die V0-Engine von vLLM (engine = vllm_v0) setzt max_num_batched_tokens ohne Chunked Prefill auf max(max_model_len, 2048) und mit Chunked Prefill auf 2048 (vllm/config.py SchedulerConfig.__post_init__, v0.6.x); ihr Profilierungslauf verarbeitet so viele Tokens</translation>
    </message>
    <message>
        <source>vLLM V0 enables chunked prefill by default when max_model_len exceeds 32K (vllm/engine/arg_utils.py); vllm#13061 logs a 0.19 GiB activation peak at max_model_len 131,072, a 2,048-token profile, not 131,072 tokens</source>
        <translation>vLLM V0 aktiviert Chunked Prefill standardmäßig, wenn max_model_len 32K übersteigt (vllm/engine/arg_utils.py); vllm#13061 protokolliert eine Aktivierungsspitze von 0,19 GiB bei max_model_len 131.072, also eine Profilierung mit 2.048 Tokens, nicht mit 131.072</translation>
    </message>
    <message>
        <source>Share of the FP8 dense peak that training matmuls stated in FP8 reach (Transformer Engine, torchao float8): FP8 linears train about 1.35x faster than at BF16 (compute_efficiency 0.55), not 2x, because of the casts, amax reductions and scaling kernels around each GEMM; 0.55 x 1.35 / 2 = 0.37. torchao&apos;s float8 training README reports 1.2-1.5x end to end for Llama 3 pretraining on H100 (https://github.com/pytorch/ao/tree/main/torchao/float8); an estimate, not fitted to the validation cases</source>
        <translation>Anteil der dichten FP8-Spitzenleistung, den in FP8 angegebene Trainings-Matmuls erreichen (Transformer Engine, torchao float8): FP8-Linear-Schichten trainieren etwa 1,35× schneller als in BF16 (compute_efficiency 0,55), nicht 2×, wegen der Umwandlungen, Amax-Reduktionen und Skalierungskernels um jedes GEMM; 0,55 × 1,35 / 2 = 0,37. Das README zum float8-Training von torchao nennt 1,2–1,5× Ende zu Ende für das Pretraining von Llama 3 auf H100 (https://github.com/pytorch/ao/tree/main/torchao/float8); eine Schätzung, nicht an die Validierungsfälle angepasst</translation>
    </message>
    <message>
        <source>A GPU power cap below TDP lowers its clocks: compute-bound speed ~ (cap / TDP)^k. Capping an H100 SXM5 from 700 to 600 W loses 10-15 % of transformer pre-training step throughput (https://factryze.ai/scale-atlas/power/power-capping): (600/700)^k = 0.875 gives k = 0.87. SM clocks follow the cap in compute-bound DGEMM while memory-bound kernels keep their bandwidth (H100/H200 power-capping study, arXiv 2604.11391), so the cap scales compute peaks only and leaves memory-bound decode unchanged</source>
        <translation>Eine GPU-Leistungsgrenze unter der TDP senkt die Takte: rechenbegrenzte Geschwindigkeit ~ (Grenze / TDP)^k. Eine H100 SXM5 von 700 auf 600 W zu begrenzen kostet 10–15 % des Schrittdurchsatzes beim Transformer-Pretraining (https://factryze.ai/scale-atlas/power/power-capping): (600/700)^k = 0,875 ergibt k = 0,87. SM-Takte folgen der Grenze bei rechenbegrenztem DGEMM, während speichergebundene Kernels ihre Bandbreite behalten (Studie zur Leistungsbegrenzung von H100/H200, arXiv 2604.11391); die Grenze skaliert daher nur die Rechenspitzen und lässt speichergebundenes Decode unverändert</translation>
    </message>
    <message>
        <source>ECB euro foreign exchange reference rate of 14 March 2025: 1 EUR = 1.0889 USD, i.e. 0.918 EUR per USD, rounded to 0.92 (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html); a planning rate, not the day&apos;s rate</source>
        <translation>Euro-Referenzkurs der EZB vom 14. März 2025: 1 EUR = 1,0889 USD, also 0,918 EUR je USD, gerundet auf 0,92 (https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html); ein Planungskurs, nicht der Tageskurs</translation>
    </message>
    <message>
        <source>German standard VAT rate, 19 % since 1 January 2007 (Umsatzsteuergesetz § 12 (1)); quotes to other countries or to reduced-rate customers set their own</source>
        <translation>Deutscher Regelsteuersatz der Umsatzsteuer, 19 % seit dem 1. Januar 2007 (§ 12 Abs. 1 Umsatzsteuergesetz); Angebote in andere Länder oder an Kunden mit ermäßigtem Satz legen ihren eigenen fest</translation>
    </message>
    <message>
        <source>A standard 42U rack (EIA-310); switches and PDUs left out</source>
        <translation>Ein Standard-Rack mit 42 HE (EIA-310); Switches und PDUs nicht mitgerechnet</translation>
    </message>
    <message>
        <source>NVIDIA&apos;s DGX H100 reference of 4 systems x 10.2 kW = 40.8 kW per rack; average racks stay below 8-10 kW and air cooling tops out near 20-25 kW (Uptime Institute 2024, hardware-facts S38, S39)</source>
        <translation>NVIDIAs DGX-H100-Referenz mit 4 Systemen x 10,2 kW = 40,8 kW je Rack; durchschnittliche Racks bleiben unter 8-10 kW, Luftkühlung endet bei etwa 20-25 kW (Uptime Institute 2024, hardware-facts S38, S39)</translation>
    </message>
    <message>
        <source>Measured / datasheet dense 16-bit matmul rate of a GPU the catalog has no measurement for: that of the A100 SXM, on whose TensorRT-LLM runs prefill_compute_efficiency was fitted, 271.2 of 312 TFLOPS BF16 = 86.9 % in ml-engineering&apos;s maximum achievable matmul FLOPS table (https://github.com/stas00/ml-engineering/tree/master/compute/accelerator, table of 2026-07-30). A GPU with a measured ceiling (catalog, gpu_achievable_rates) runs its 16-bit matmuls at efficiency x peak x (measured / peak) / this: H100 SXM 794.5 TFLOPS (80.3 %) at 0.92 of its datasheet speed, MI300X 668.4 (51.4 %) at 0.59</source>
        <translation>Gemessene / Datenblatt-Rate dichter 16-Bit-Matrixmultiplikationen einer GPU, für die der Katalog keine Messung hat: die der A100 SXM, an deren TensorRT-LLM-Läufen prefill_compute_efficiency angepasst wurde, 271,2 von 312 TFLOPS BF16 = 86,9 % in der Tabelle der maximal erreichbaren Matmul-FLOPS von ml-engineering (https://github.com/stas00/ml-engineering/tree/master/compute/accelerator, Tabellenstand 2026-07-30). Eine GPU mit gemessener Obergrenze (Katalog, gpu_achievable_rates) rechnet ihre 16-Bit-Matmuls mit Effizienz x Spitze x (gemessen / Spitze) / diesem Wert: H100 SXM 794,5 TFLOPS (80,3 %) mit 0,92 ihrer Datenblatt-Geschwindigkeit, MI300X 668,4 (51,4 %) mit 0,59</translation>
    </message>
    <message>
        <source>The same for FP8/FP4/INT8 matmuls: that of the H100 SXM, on whose FP8 runs low_precision_compute_efficiency was fitted (NIM 1.8, TensorRT-LLM GPT-J FP8), 1,402.6 of 1,979 TFLOPS FP8 = 70.9 % in the same table; B200 reaches 76.3 %, H200 73.4 %</source>
        <translation>Dasselbe für FP8/FP4/INT8-Matmuls: die der H100 SXM, an deren FP8-Läufen low_precision_compute_efficiency angepasst wurde (NIM 1.8, TensorRT-LLM GPT-J FP8), 1.402,6 von 1.979 TFLOPS FP8 = 70,9 % in derselben Tabelle; B200 erreicht 76,3 %, H200 73,4 %</translation>
    </message>
    <message>
        <source>Copy-kernel / datasheet memory bandwidth of a GPU the catalog has no measurement for: with ECC on, the achievable bandwidth is 10-15 % below the datasheet (Marlin README, https://github.com/IST-DASLab/marlin, 2024-04-04); the midpoint. memory_bandwidth_efficiency holds for this ceiling; a GPU with a measured bandwidth runs at memory_bandwidth_efficiency x measured / this</source>
        <translation>Speicherbandbreite eines Kopier-Kernels / Datenblatt für eine GPU, für die der Katalog keine Messung hat: mit eingeschaltetem ECC liegt die erreichbare Bandbreite 10-15 % unter dem Datenblatt (Marlin-README, https://github.com/IST-DASLab/marlin, 2024-04-04); die Mitte. memory_bandwidth_efficiency gilt für diese Obergrenze; eine GPU mit gemessener Bandbreite läuft mit memory_bandwidth_efficiency x gemessen / diesem Wert</translation>
    </message>
    <message>
        <source>Rate at which decode streams int4 group-quantised weights (AWQ, GPTQ, GGUF Q4), as a share of the 16-bit weight stream: the dequantisation costs time beside the read. At batch 1 the pre-Marlin 4-bit kernels reach 3.37x (AWQ), 3.59x (torch) and 3.78x (exllamav2) of the ideal 3.87x speed-up over FP16 (group 128, 72k x 18k matrix on an A10; Marlin README chart, https://github.com/IST-DASLab/marlin, 2024-04-04): the median 3.59 / 3.87 = 0.93. Marlin itself reaches the ideal (1.0) up to 16-32 rows</source>
        <translation>Rate, mit der der Decode gruppenweise int4-quantisierte Gewichte (AWQ, GPTQ, GGUF Q4) liest, als Anteil des 16-Bit-Gewichtsstroms: das Dequantisieren kostet neben dem Lesen Zeit. Bei Batch 1 erreichen die 4-Bit-Kernel vor Marlin 3,37x (AWQ), 3,59x (torch) und 3,78x (exllamav2) der idealen 3,87-fachen Beschleunigung gegenüber FP16 (Gruppe 128, 72k x 18k-Matrix auf einer A10; Diagramm im Marlin-README, https://github.com/IST-DASLab/marlin, 2024-04-04): der Median 3,59 / 3,87 = 0,93. Marlin selbst erreicht das Ideal (1,0) bis 16-32 Zeilen</translation>
    </message>
    <message>
        <source>Plain Hugging Face loss (workload loss &quot;plain&quot;): bf16 logits (2 B), their fp32 upcast (4 B), the fp32 log-softmax cross-entropy keeps for backward (4 B) and the fp32 gradient (4 B) per vocabulary entry per token. Liger Kernel (arXiv 2410.10989, October 2024): batch 8 x 4,096 tokens at a 256k vocabulary is a 16.8 GB bf16 logit tensor; Cut Cross-Entropy (arXiv 2411.09009, November 2024): Gemma 2 2B&apos;s loss takes 24 GB, its classifier head 28 GB</source>
        <translation>Einfacher Hugging-Face-Loss (Workload-Loss „plain“): BF16-Logits (2 B), ihre FP32-Kopie (4 B), das FP32-Log-Softmax, das die Kreuzentropie für den Rückwärtsdurchlauf behält (4 B), und der FP32-Gradient (4 B) je Vokabulareintrag und Token. Liger Kernel (arXiv 2410.10989, Oktober 2024): Batch 8 × 4.096 Tokens bei 256k Vokabular ergeben einen BF16-Logit-Tensor von 16,8 GB; Cut Cross-Entropy (arXiv 2411.09009, November 2024): der Loss von Gemma 2 2B belegt 24 GB, sein Klassifikationskopf 28 GB</translation>
    </message>
    <message>
        <source>LoRA/QLoRA: fixed time per transformer layer per micro-batch for the adapters&apos; small kernels (dropout, A, B, scale, add for each adapted module, forward, recompute and backward) that do not shrink with the FLOPs. Fitted once to Qwen&apos;s published single-A100 LoRA table (github.com/QwenLM/Qwen README, 2023: 1.2 s per 8 x 256 tokens for 7B, 1.6 s for 14B), which runs eager PyTorch with PEFT at micro-batch 1</source>
        <translation>LoRA/QLoRA: feste Zeit je Transformer-Schicht und Micro-Batch für die kleinen Kernel der Adapter (Dropout, A, B, Skalierung, Addition je adaptiertem Modul, vorwärts, Neuberechnung und rückwärts), die nicht mit den FLOPs schrumpfen. Einmal angepasst an Qwens veröffentlichte LoRA-Tabelle auf einer A100 (github.com/QwenLM/Qwen README, 2023: 1,2 s je 8 × 256 Tokens für 7B, 1,6 s für 14B), die Eager-PyTorch mit PEFT bei Micro-Batch 1 ausführt</translation>
    </message>
    <message>
        <source>QLoRA: memory traffic per 4-bit base weight each time a layer runs (forward, recompute, backward): the 4-bit kernels read the packed weight and write and read a 16-bit copy, and reach well below the bandwidth. Fitted once to the published gap between LoRA and QLoRA speed at the same setup (Qwen README, A100: +0.13 s per 8,192-token micro-batch for 7B; torchtune README, RTX 4090: +0.37 s per 4,096 tokens for Llama 3 8B)</source>
        <translation>QLoRA: Speicherverkehr je 4-Bit-Basisgewicht bei jedem Durchlauf einer Schicht (vorwärts, Neuberechnung, rückwärts): die 4-Bit-Kernel lesen das gepackte Gewicht, schreiben und lesen eine 16-Bit-Kopie und erreichen deutlich weniger als die Bandbreite. Einmal angepasst an den veröffentlichten Abstand zwischen LoRA- und QLoRA-Geschwindigkeit im selben Aufbau (Qwen README, A100: +0,13 s je Micro-Batch von 8.192 Tokens für 7B; torchtune README, RTX 4090: +0,37 s je 4.096 Tokens für Llama 3 8B)</translation>
    </message>
    <message>
        <source>TensorRT-LLM (engine = tensorrt_llm): memory outside the weights and the execution context&apos;s activations before its KV cache takes free_gpu_memory_fraction of what is free: CUDA context, runtime and decoder buffers. The log in TensorRT-LLM&apos;s &apos;Memory Usage of TensorRT-LLM&apos; page (https://nvidia.github.io/TensorRT-LLM/reference/memory.html, read 2026-12-06) shows 79.10 GiB total, 70.48 GiB available after a 6,695 MiB engine and 1,134 MiB of execution context on H100: 8.62 - 6.54 - 1.11 = 0.97 GiB</source>
        <translation>TensorRT-LLM (engine = tensorrt_llm): Speicher außerhalb der Gewichte und der Aktivierungen des Ausführungskontexts, bevor der KV-Cache free_gpu_memory_fraction des freien Speichers belegt: CUDA-Kontext, Laufzeit- und Decoder-Puffer. Das Protokoll auf der Seite „Memory Usage of TensorRT-LLM“ (https://nvidia.github.io/TensorRT-LLM/reference/memory.html, gelesen am 2026-12-06) zeigt auf einer H100 79,10 GiB insgesamt und 70,48 GiB verfügbar nach einer Engine von 6.695 MiB und 1.134 MiB Ausführungskontext: 8,62 - 6,54 - 1,11 = 0,97 GiB</translation>
    </message>
    <message>
        <source>TensorRT-LLM max_num_tokens (default 8192): the execution context holds the activations of this many packed tokens, and the in-flight batching scheduler fills each step with at most this many tokens, chunking long prompts (&apos;Tuning Max Batch Size and Max Num Tokens&apos;, https://nvidia.github.io/TensorRT-LLM/performance/performance-tuning-guide/tuning-max-batch-size-and-max-num-tokens.html, read 2026-12-06)</source>
        <translation>TensorRT-LLM max_num_tokens (Standard 8192): der Ausführungskontext hält die Aktivierungen so vieler gepackter Tokens, und der In-Flight-Batching-Scheduler füllt jeden Schritt mit höchstens so vielen Tokens und teilt lange Prompts in Abschnitte („Tuning Max Batch Size and Max Num Tokens“, https://nvidia.github.io/TensorRT-LLM/performance/performance-tuning-guide/tuning-max-batch-size-and-max-num-tokens.html, gelesen am 2026-12-06)</translation>
    </message>
    <message>
        <source>TensorRT-LLM max_batch_size: the most requests in flight when the KV cache holds more. 2048 is BuildConfig&apos;s default, which trtllm-build and trtllm-serve take unless told otherwise (tensorrt_llm/commands/serve.py; https://nvidia.github.io/TensorRT-LLM/commands/trtllm-build.html, read 2026-12-06); trtllm-bench may pick its own from the dataset. A stated concurrency replaces it</source>
        <translation>TensorRT-LLM max_batch_size: die meisten gleichzeitig laufenden Anfragen, wenn der KV-Cache mehr fasst. 2048 ist der Standard von BuildConfig, den trtllm-build und trtllm-serve ohne andere Angabe übernehmen (tensorrt_llm/commands/serve.py; https://nvidia.github.io/TensorRT-LLM/commands/trtllm-build.html, gelesen am 2026-12-06); trtllm-bench wählt unter Umständen einen eigenen Wert aus dem Datensatz. Eine angegebene Nebenläufigkeit ersetzt ihn</translation>
    </message>
</context>
<context>
    <name>np::BaseboardPainter</name>
    <message>
        <source>HGX %1 baseboard</source>
        <translation>HGX-%1-Baseboard</translation>
    </message>
    <message>
        <source>OAM baseboard</source>
        <translation>OAM-Baseboard</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
</context>
<context>
    <name>np::BuildComparisonView</name>
    <message>
        <source>Builds side by side</source>
        <translation>Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Comparison charts</source>
        <translation>Vergleichsdiagramme</translation>
    </message>
    <message>
        <source>Model fit</source>
        <translation>Modellpassung</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
</context>
<context>
    <name>np::BuildDocument</name>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
</context>
<context>
    <name>np::BuildPropertiesDialog</name>
    <message>
        <source>Build Properties</source>
        <translation>Konfigurationseigenschaften</translation>
    </message>
    <message>
        <source>e.g. Inference server (8× H200 NVL)</source>
        <translation>z. B. Inferenzserver (8× H200 NVL)</translation>
    </message>
    <message>
        <source>Who the build is for (optional)</source>
        <translation>Für wen die Konfiguration ist (optional)</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>Build name</source>
        <translation>Name der Konfiguration</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>N&amp;otes:</source>
        <translation>N&amp;otizen:</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notizen</translation>
    </message>
    <message>
        <source>The name titles the window, quotes and the build sheet; the customer is printed on the build sheet and preset in new quotes.</source>
        <translation>Der Name erscheint im Fenstertitel, in Angeboten und auf dem Konfigurationsblatt; der Kunde wird auf das Konfigurationsblatt gedruckt und in neuen Angeboten vorbelegt.</translation>
    </message>
</context>
<context>
    <name>np::BuildSheet</name>
    <message>
        <source>NodePlan build sheet · %1</source>
        <translation>NodePlan-Konfigurationsblatt · %1</translation>
    </message>
    <message>
        <source>%1 · catalog %2 as of %3 · NodePlan %4</source>
        <translation>%1 · Katalog %2, Stand %3 · NodePlan %4</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Quote %1 v%2 — %3</source>
        <translation>Angebot %1 V%2 — %3</translation>
    </message>
    <message>
        <source>Build sheet — %1</source>
        <translation>Konfigurationsblatt — %1</translation>
    </message>
    <message>
        <source>cannot start painting the PDF %1</source>
        <translation>Das PDF %1 kann nicht gezeichnet werden</translation>
    </message>
    <message>
        <source>◀ FRONT (top view)</source>
        <translation>◀ VORNE (Draufsicht)</translation>
    </message>
    <message>
        <source>REAR ▶</source>
        <translation>HINTEN ▶</translation>
    </message>
    <message>
        <source>empty slot</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>%1 %2 of %3</source>
        <translation>%1 %2/%3</translation>
    </message>
    <message>
        <source>quote %1 version %2: %3</source>
        <translation>Angebot %1 Version %2: %3</translation>
    </message>
    <message>
        <source>Assumption</source>
        <translation>Annahme</translation>
    </message>
    <message>
        <source>Value used</source>
        <translation>Verwendeter Wert</translation>
    </message>
    <message>
        <source>Reason and source</source>
        <translation>Begründung und Quelle</translation>
    </message>
    <message>
        <source> — changed for this build from %1.</source>
        <translation> — für diese Konfiguration geändert, Standard %1.</translation>
    </message>
    <message>
        <source>Assumptions</source>
        <translation>Annahmen</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Artikelnummer</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Checked</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>not in the catalog</source>
        <translation>nicht im Katalog</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>no source recorded</source>
        <translation>keine Quelle erfasst</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>nicht verifiziert</translation>
    </message>
    <message>
        <source>Sources of the catalog data</source>
        <translation>Quellen der Katalogdaten</translation>
    </message>
    <message>
        <source>Where each part&apos;s figures come from and when the source was read. %1</source>
        <translation>Woher die Kennzahlen jeder Komponente stammen und wann die Quelle gelesen wurde. %1</translation>
    </message>
    <message>
        <source>Every part has a primary source.</source>
        <translation>Jede Komponente hat eine Primärquelle.</translation>
    </message>
    <message>
        <source>Item</source>
        <translation>Pos.</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Stk</translation>
    </message>
    <message>
        <source>Unit price</source>
        <translation>Einzelpreis</translation>
    </message>
    <message>
        <source>Extended</source>
        <translation>Gesamtpreis</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Subtotal (hardware)</source>
        <translation>Zwischensumme (Hardware)</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamtsumme</translation>
    </message>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Amounts converted from EUR at %1 %2 per EUR.</source>
        <translation>Beträge aus EUR umgerechnet zu %1 %2 je EUR.</translation>
    </message>
    <message>
        <source>Notes: %1</source>
        <translation>Hinweise: %1</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Model fit: memory per GPU</source>
        <translation>Modellpassung: Speicher je GPU</translation>
    </message>
    <message>
        <source>Power by group</source>
        <translation>Leistung nach Gruppe</translation>
    </message>
    <message>
        <source>Power at typical and peak load</source>
        <translation>Leistung bei typischer Last und Spitzenlast</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Gewichtung</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>%1 strengths and %2 weaknesses%3, grouped by subsystem.</source>
        <translation>%1 Stärken und %2 Schwächen%3, nach Teilsystem gruppiert.</translation>
    </message>
    <message>
        <source> (%1 blocking)</source>
        <translation> (davon %1 blockierend)</translation>
    </message>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <source>No findings.</source>
        <translation>Keine Befunde.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>Basis</source>
        <translation>Grundlage</translation>
    </message>
    <message>
        <source>Input voltage</source>
        <translation>Eingangsspannung</translation>
    </message>
    <message>
        <source>Idle (DC)</source>
        <translation>Leerlauf (DC)</translation>
    </message>
    <message>
        <source>every part at idle draw</source>
        <translation>jede Komponente mit Leerlaufaufnahme</translation>
    </message>
    <message>
        <source>Idle at the wall</source>
        <translation>Leerlauf an der Steckdose</translation>
    </message>
    <message>
        <source>through PSU efficiency</source>
        <translation>über den Netzteilwirkungsgrad</translation>
    </message>
    <message>
        <source>Typical (DC)</source>
        <translation>Typisch (DC)</translation>
    </message>
    <message>
        <source>sustained training load</source>
        <translation>Dauerlast beim Training</translation>
    </message>
    <message>
        <source>Typical at the wall</source>
        <translation>Typisch an der Steckdose</translation>
    </message>
    <message>
        <source>Max (DC)</source>
        <translation>Maximum (DC)</translation>
    </message>
    <message>
        <source>every part at TDP</source>
        <translation>jede Komponente bei TDP</translation>
    </message>
    <message>
        <source>Max at the wall</source>
        <translation>Maximum an der Steckdose</translation>
    </message>
    <message>
        <source>PSU efficiency at peak %1</source>
        <translation>Netzteilwirkungsgrad bei Spitzenlast %1</translation>
    </message>
    <message>
        <source>Apparent power</source>
        <translation>Scheinleistung</translation>
    </message>
    <message>
        <source>%1 A at %2 V</source>
        <translation>%1 A bei %2 V</translation>
    </message>
    <message>
        <source>GPU transient peak (DC)</source>
        <translation>GPU-Lastspitze, kurzzeitig (DC)</translation>
    </message>
    <message>
        <source>millisecond GPU excursions the PSUs must ride through</source>
        <translation>GPU-Spitzen im Millisekundenbereich, die die Netzteile überbrücken müssen</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>%1 released in the chassis; fan wall rated for %2</source>
        <translation>%1 im Gehäuse freigesetzt; Lüfterwand ausgelegt für %2</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
    </message>
    <message>
        <source>at the wall × PUE %1 × %2 of hours at typical load</source>
        <translation>an der Steckdose × PUE %1 × %2 der Stunden bei typischer Last</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energiekosten pro Jahr</translation>
    </message>
    <message>
        <source>at %1 per kWh</source>
        <translation>bei %1 je kWh</translation>
    </message>
    <message>
        <source>Power report</source>
        <translation>Leistungsbericht</translation>
    </message>
    <message>
        <source>Redundancy mode</source>
        <translation>Redundanzmodus</translation>
    </message>
    <message>
        <source>PSUs counted</source>
        <translation>Gezählte Netzteile</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Headroom over DC max</source>
        <translation>Reserve über DC-Maximum</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>%1 (this build)</source>
        <translation>%1 (diese Konfiguration)</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>PSU sufficiency: %1 × %2 at %3 V</source>
        <translation>Netzteilkapazität: %1 × %2 bei %3 V</translation>
    </message>
    <message>
        <source>After one PSU fails: %1 for a %2 DC max.</source>
        <translation>Nach Ausfall eines Netzteils: %1 für ein DC-Maximum von %2.</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typisch</translation>
    </message>
    <message>
        <source>Max</source>
        <translation>Maximum</translation>
    </message>
    <message>
        <source>Share of max</source>
        <translation>Anteil am Maximum</translation>
    </message>
    <message>
        <source>Sum at the wall</source>
        <translation>Summe an der Steckdose</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 each%4; %5)</source>
        <translation>%1 × %2 (je %3%4; %5)</translation>
    </message>
    <message>
        <source>, mixed models</source>
        <translation>, gemischte Modelle</translation>
    </message>
    <message>
        <source>%1 × %2, %3 cores</source>
        <translation>%1 × %2, %3 Kerne</translation>
    </message>
    <message>
        <source>%1 DDR5 in %2 DIMMs at %3 MT/s</source>
        <translation>%1 DDR5 in %2 DIMMs mit %3 MT/s</translation>
    </message>
    <message>
        <source>%1 NVMe drives, %2 TB raw</source>
        <translation>%1 NVMe-Laufwerke, %2 TB brutto</translation>
    </message>
    <message>
        <source>%1 NICs, %2 Gb/s %3</source>
        <translation>%1 Netzwerkkarten, %2 Gb/s %3</translation>
    </message>
    <message>
        <source>%1 × %2 PSUs</source>
        <translation>%1 × %2 Netzteile</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Build sheet — not a quote</source>
        <translation>Konfigurationsblatt — kein Angebot</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>catalog list prices, no offer</source>
        <translation>Katalog-Listenpreise, kein Angebot</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>%1 · version %2</source>
        <translation>%1 · Version %2</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>Lead time</source>
        <translation>Lieferzeit</translation>
    </message>
    <message>
        <source>Prepared by</source>
        <translation>Erstellt von</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>Hardware %1</source>
        <translation>Hardware %1</translation>
    </message>
    <message>
        <source>, VAT %1</source>
        <translation>, MwSt. %1</translation>
    </message>
    <message>
        <source>; %1 left out (price on request)</source>
        <translation>; %1 nicht enthalten (Preis auf Anfrage)</translation>
    </message>
    <message>
        <source>Price total</source>
        <translation>Gesamtpreis</translation>
    </message>
    <message>
        <source>Price per GB of GPU memory</source>
        <translation>Preis je GB GPU-Speicher</translation>
    </message>
    <message>
        <source>Hardware price / %1 nominal GPU memory; %2 per dense BF16 TFLOPS.</source>
        <translation>Hardwarepreis / %1 nominaler GPU-Speicher; %2 je dichtem BF16-TFLOPS.</translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>The build has no GPU memory.</source>
        <translation>Die Konfiguration hat keinen GPU-Speicher.</translation>
    </message>
    <message>
        <source>Peak power at the wall</source>
        <translation>Spitzenleistung an der Steckdose</translation>
    </message>
    <message>
        <source>DC peak %1 (transient %2); typical %3 at the wall; %4 VA, %5 A at %6 V.</source>
        <translation>DC-Spitze %1 (kurzzeitig %2); typisch %3 an der Steckdose; %4 VA, %5 A bei %6 V.</translation>
    </message>
    <message>
        <source>PSUs, %1</source>
        <translation>Netzteile, %1</translation>
    </message>
    <message>
        <source>%1 × %2 at %3 V; %4 usable under %5 for a %6 DC peak.</source>
        <translation>%1 × %2 bei %3 V; %4 nutzbar unter %5 für eine DC-Spitze von %6.</translation>
    </message>
    <message>
        <source>Heat and energy</source>
        <translation>Wärme und Energie</translation>
    </message>
    <message>
        <source>%1 per year: %2 kWh at %3/kWh, PUE %4, %5 utilisation.</source>
        <translation>%1 pro Jahr: %2 kWh zu %3/kWh, PUE %4, %5 Auslastung.</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passung</translation>
    </message>
    <message>
        <source>Per GPU: needed / available</source>
        <translation>Je GPU: benötigt / verfügbar</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>What it runs</source>
        <translation>Was darauf läuft</translation>
    </message>
    <message>
        <source>No workloads are set for this build.</source>
        <translation>Für diese Konfiguration sind keine Workloads festgelegt.</translation>
    </message>
    <message>
        <source>PSU redundancy mode</source>
        <translation>Netzteil-Redundanzmodus</translation>
    </message>
    <message>
        <source>DC peak load</source>
        <translation>DC-Spitzenlast</translation>
    </message>
    <message>
        <source>PSU verdict per redundancy mode at %1</source>
        <translation>Netzteile je Redundanzmodus bei %1</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Chassis %1 is not in the catalog; no drawing.</source>
        <translation>Gehäuse %1 ist nicht im Katalog; keine Zeichnung.</translation>
    </message>
    <message>
        <source>Chassis layout</source>
        <translation>Gehäusebelegung</translation>
    </message>
    <message>
        <source>Quote %1 · version %2</source>
        <translation>Angebot %1 · Version %2</translation>
    </message>
    <message>
        <source>not evaluated: %1</source>
        <translation>nicht bewertet: %1</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>%1 per sequence, %2 in all; %3 sequences at once</source>
        <translation>%1 je Sequenz, %2 insgesamt; %3 Sequenzen gleichzeitig</translation>
    </message>
    <message>
        <source>; under load %1 (%2 per GPU), first token %3</source>
        <translation>; unter Last %1 (%2 je GPU), erstes Token %3</translation>
    </message>
    <message>
        <source>%1 training</source>
        <translation>%1 Training</translation>
    </message>
    <message>
        <source>sufficient</source>
        <translation>ausreichend</translation>
    </message>
    <message>
        <source>insufficient</source>
        <translation>unzureichend</translation>
    </message>
    <message>
        <source>The estimates use these efficiencies and guidelines. Values in bold were changed for this build; &quot;x&quot; values are ratios.</source>
        <translation>Die Schätzungen beruhen auf diesen Wirkungsgraden und Richtwerten. Fett gedruckte Werte wurden für diese Konfiguration geändert; „x“-Werte sind Verhältnisse.</translation>
    </message>
    <message>
        <source>Prices in %1; USD catalog prices converted at %2. Each price is the newest catalog price on or before its date; catalog &quot;%3&quot; as of %4.</source>
        <translation>Preise in %1; USD-Katalogpreise umgerechnet zu %2. Jeder Preis ist der neueste Katalogpreis zu oder vor seinem Datum; Katalog „%3“, Stand %4.</translation>
    </message>
    <message>
        <source>%1 × %2 nominal; usable %3 per GPU, %4 in all. Each GPU holds its own share: memory is not one pool.</source>
        <translation>%1 × %2 nominal; nutzbar %3 je GPU, %4 insgesamt. Jede GPU hält ihren eigenen Anteil: Der Speicher ist kein gemeinsamer Pool.</translation>
    </message>
    <message>
        <source>The hardware subtotal is %1; a price per GB from it would understate the cost.</source>
        <translation>Die Hardware-Zwischensumme ist %1; ein daraus berechneter Preis je GB würde die Kosten unterschätzen.</translation>
    </message>
    <message>
        <source>%1 · %2U · %3 mm wide × %4 mm deep, seen from above; parts in their slots, coloured by kind.</source>
        <translation>%1 · %2 HE · %3 mm breit × %4 mm tief, von oben gesehen; Komponenten in ihren Steckplätzen, nach Art eingefärbt.</translation>
    </message>
    <message>
        <source>fits on 1 GPU</source>
        <translation>passt (1 GPU)</translation>
    </message>
    <message>
        <source>fits on %1 GPUs</source>
        <translation>passt (%1 GPUs)</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s) are marked unverified: no primary source was found for some of their figures; check them against the vendor before ordering.</source>
        <translation>
            <numerusform>%n Komponente ist als nicht verifiziert markiert: Für einige ihrer Kennzahlen wurde keine Primärquelle gefunden; prüfen Sie sie vor der Bestellung beim Hersteller.</numerusform>
            <numerusform>%n Komponenten sind als nicht verifiziert markiert: Für einige ihrer Kennzahlen wurde keine Primärquelle gefunden; prüfen Sie sie vor der Bestellung beim Hersteller.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Totals are incomplete: %n line(s) without a price (price on request) are not in them.</source>
        <translation>
            <numerusform>Die Summen sind unvollständig: %n Position ohne Preis (Preis auf Anfrage) ist nicht enthalten.</numerusform>
            <numerusform>Die Summen sind unvollständig: %n Positionen ohne Preis (Preis auf Anfrage) sind nicht enthalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>Per-GPU memory each workload needs, by kind, against the usable memory of one GPU. Each GPU holds its own share; the GPUs&apos; memory is not one pool.</source>
        <translation>Speicher je GPU, den jede Workload braucht, nach Art, gegenüber dem nutzbaren Speicher einer GPU. Jede GPU hält ihren eigenen Anteil; der Speicher der GPUs ist kein gemeinsamer Pool.</translation>
    </message>
    <message>
        <source>Charts need NodePlan&apos;s widgets; see the power report&apos;s &quot;Power by group&quot; table.</source>
        <translation>Diagramme brauchen die Oberfläche von NodePlan; siehe die Tabelle „Leistung nach Gruppe“ im Leistungsbericht.</translation>
    </message>
    <message>
        <source>DC power by group at typical and at peak load (conversion loss included), against the PSU capacity in total, under the redundancy mode and after one PSU fails, the GPU transient peak and the chassis airflow limit.</source>
        <translation>DC-Leistung nach Gruppe bei typischer Last und bei Spitzenlast (einschließlich Umwandlungsverlust), gegenüber der Netzteilkapazität insgesamt, unter dem Redundanzmodus und nach Ausfall eines Netzteils, der kurzzeitigen GPU-Spitze und der Luftstromgrenze des Gehäuses.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Source and derivation</source>
        <translation>Quelle und Herleitung</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <source>no reason recorded</source>
        <translation>kein Grund erfasst</translation>
    </message>
    <message>
        <source>source not recorded with this price</source>
        <translation>zu diesem Preis keine Quelle erfasst</translation>
    </message>
    <message>
        <source>Derived: %1</source>
        <translation>Hergeleitet: %1</translation>
    </message>
    <message>
        <source>Prices: kind, source and derivation</source>
        <translation>Preise: Art, Quelle und Herleitung</translation>
    </message>
    <message>
        <source>Internal: how each price in the bill of materials was obtained. An estimate is derived from other published figures; its derivation says which way it errs.</source>
        <translation>Intern: wie jeder Preis der Stückliste zustande kam. Eine Schätzung ist aus anderen veröffentlichten Zahlen hergeleitet; ihre Herleitung sagt, in welche Richtung sie abweicht.</translation>
    </message>
    <message>
        <source>support terms</source>
        <translation>Support-Bedingungen</translation>
    </message>
    <message>
        <source>the vendor&apos;s terms (Sources of the catalog data)</source>
        <translation>die Bedingungen des Herstellers (Quellen der Katalogdaten)</translation>
    </message>
    <message>
        <source>Expected error</source>
        <translation>Erwartete Abweichung</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>How far each estimate may be off, from NodePlan&apos;s validation suite: see &quot;Expected error&quot; at the end of this sheet.</source>
        <translation>Wie weit jede Schätzung danebenliegen kann, laut der Validierungssuite von NodePlan: siehe „Erwartete Abweichung“ am Ende dieses Blatts.</translation>
    </message>
    <message>
        <source>%1 — %2.</source>
        <translation>%1 — %2.</translation>
    </message>
</context>
<context>
    <name>np::CatalogBrowser</name>
    <message>
        <source>Search name, vendor, SKU, specs…</source>
        <translation>Name, Hersteller, Artikelnummer, Daten suchen…</translation>
    </message>
    <message>
        <source>All kinds</source>
        <translation>Alle Arten</translation>
    </message>
    <message>
        <source>Right-click to show or hide columns</source>
        <translation>Rechtsklick, um Spalten ein- oder auszublenden</translation>
    </message>
    <message>
        <source>Search the catalog</source>
        <translation>Den Katalog durchsuchen</translation>
    </message>
    <message>
        <source>Part kind</source>
        <translation>Komponentenart</translation>
    </message>
    <message>
        <source>Catalog parts</source>
        <translation>Katalogkomponenten</translation>
    </message>
    <message>
        <source>Part details</source>
        <translation>Komponentendetails</translation>
    </message>
    <message>
        <source>Select a part to see its specs, price and source.</source>
        <translation>Wählen Sie eine Komponente aus, um ihre Daten, ihren Preis und ihre Quelle zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>%n part(s)</source>
        <translation>
            <numerusform>%n Komponente</numerusform>
            <numerusform>%n Komponenten</numerusform>
        </translation>
    </message>
    <message>
        <source>Price:</source>
        <translation>Preis:</translation>
    </message>
    <message>
        <source>from</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Price history:</source>
        <translation>Preisverlauf:</translation>
    </message>
    <message>
        <source>Source:</source>
        <translation>Quelle:</translation>
    </message>
    <message>
        <source>none given</source>
        <translation>keine angegeben</translation>
    </message>
    <message>
        <source>checked</source>
        <translation>geprüft</translation>
    </message>
    <message>
        <source>figures verified against the source</source>
        <translation>Kennzahlen anhand der Quelle verifiziert</translation>
    </message>
    <message>
        <source>some figures unverified</source>
        <translation>einige Kennzahlen nicht verifiziert</translation>
    </message>
</context>
<context>
    <name>np::ChangeHistoryDialog</name>
    <message>
        <source>added to %1</source>
        <translation>hinzugefügt zu %1</translation>
    </message>
    <message>
        <source>removed from %1</source>
        <translation>entfernt aus %1</translation>
    </message>
    <message>
        <source>changed in %1</source>
        <translation>geändert in %1</translation>
    </message>
    <message>
        <source>History of %1</source>
        <translation>Verlauf von %1</translation>
    </message>
    <message numerus="yes">
        <source>Every change recorded by the team catalog, oldest first (%n change(s)).</source>
        <translation>
            <numerusform>Jede vom Team-Katalog aufgezeichnete Änderung, älteste zuerst (%n Änderung).</numerusform>
            <numerusform>Jede vom Team-Katalog aufgezeichnete Änderung, älteste zuerst (%n Änderungen).</numerusform>
        </translation>
    </message>
    <message>
        <source>Changes</source>
        <translation>Änderungen</translation>
    </message>
    <message>
        <source>When</source>
        <translation>Wann</translation>
    </message>
    <message>
        <source>Who</source>
        <translation>Wer</translation>
    </message>
    <message>
        <source>What</source>
        <translation>Was</translation>
    </message>
    <message>
        <source>Fields (before → after)</source>
        <translation>Felder (vorher → nachher)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>The team catalog has recorded no change of %1.</source>
        <translation>Der Team-Katalog hat keine Änderung von %1 aufgezeichnet.</translation>
    </message>
</context>
<context>
    <name>np::ChartPlot</name>
    <message>
        <source>Save as…</source>
        <translation>Speichern unter…</translation>
    </message>
    <message>
        <source>Save chart</source>
        <translation>Diagramm speichern</translation>
    </message>
    <message>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>np::ChassisView</name>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Slots of the build&apos;s chassis. Tab or the arrow keys move between slots, Delete removes the part, Enter or the menu key offers parts.</source>
        <translation>Steckplätze des Gehäuses der Konfiguration. Tab oder die Pfeiltasten wechseln zwischen Steckplätzen, Entf entfernt die Komponente, Eingabe oder die Menütaste bietet Komponenten an.</translation>
    </message>
    <message>
        <source>The build has no chassis from the catalog. Use File ▸ New from chassis…</source>
        <translation>Die Konfiguration hat kein Gehäuse aus dem Katalog. Verwenden Sie Datei ▸ Neu aus Gehäuse…</translation>
    </message>
    <message>
        <source>PCIe: lines from each CPU or switch to the slots it feeds</source>
        <translation>PCIe: Linien von jeder CPU bzw. jedem Switch zu den Steckplätzen, die sie versorgen</translation>
    </message>
    <message>
        <source>Power: slots shaded by peak watts</source>
        <translation>Leistung: Steckplätze nach Spitzenleistung eingefärbt</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>Heat: %1 W (%2 BTU/h) against the fan wall&apos;s %3 W limit</source>
        <translation>Wärme: %1 W (%2 BTU/h) bei einer Grenze der Lüfterwand von %3 W</translation>
    </message>
    <message>
        <source>Heat: %1 W (%2 BTU/h); the catalog gives no airflow limit for this chassis</source>
        <translation>Wärme: %1 W (%2 BTU/h); der Katalog nennt für dieses Gehäuse keine Luftstromgrenze</translation>
    </message>
    <message numerus="yes">
        <source>x%1 · %2 GB/s each way · %n device(s)</source>
        <translation>
            <numerusform>x%1 · %2 GB/s je Richtung · %n Gerät</numerusform>
            <numerusform>x%1 · %2 GB/s je Richtung · %n Geräte</numerusform>
        </translation>
    </message>
    <message>
        <source> · shared %1:1</source>
        <translation> · geteilt %1:1</translation>
    </message>
    <message>
        <source>No build is open.</source>
        <translation>Keine Konfiguration geöffnet.</translation>
    </message>
    <message>
        <source>Only catalog parts can be dropped here.</source>
        <translation>Hier können nur Katalogkomponenten abgelegt werden.</translation>
    </message>
    <message>
        <source>Cannot swap: %1</source>
        <translation>Tausch nicht möglich: %1</translation>
    </message>
    <message>
        <source>The selected slots are empty.</source>
        <translation>Die ausgewählten Steckplätze sind leer.</translation>
    </message>
    <message>
        <source>Select a slot that holds a part to fill the others of its kind with it.</source>
        <translation>Wählen Sie einen Steckplatz mit einer Komponente aus, um die anderen seiner Art damit zu bestücken.</translation>
    </message>
    <message numerus="yes">
        <source>Filled %n slot(s).</source>
        <translation>
            <numerusform>%n Steckplatz bestückt.</numerusform>
            <numerusform>%n Steckplätze bestückt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every slot of this kind that can take the part already holds it.</source>
        <translation>Jeder Steckplatz dieser Art, der die Komponente aufnehmen kann, enthält sie bereits.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Einsetzen</translation>
    </message>
    <message>
        <source>Replace with</source>
        <translation>Ersetzen durch</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Fill all slots of this kind</source>
        <translation>Alle Steckplätze dieser Art bestücken</translation>
    </message>
    <message numerus="yes">
        <source>Fill all %1s with %2 (%n more)</source>
        <translation>
            <numerusform>Alle %1 mit %2 bestücken (%n weiterer)</numerusform>
            <numerusform>Alle %1 mit %2 bestücken (%n weitere)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1: empty</source>
        <translation>%1: leer</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>No empty slot takes %1.</source>
        <translation>Kein freier Steckplatz nimmt %1 auf.</translation>
    </message>
    <message>
        <source>No empty slot takes %1: %2</source>
        <translation>Kein freier Steckplatz nimmt %1 auf: %2</translation>
    </message>
    <message>
        <source>Placed %1 in %2</source>
        <translation>%1 in %2 eingesetzt</translation>
    </message>
    <message>
        <source>Drop to put %1 in %2</source>
        <translation>Ablegen, um %1 in %2 einzusetzen</translation>
    </message>
    <message>
        <source>PCIe %1.0 x%2 from %3</source>
        <translation>PCIe %1.0 x%2 von %3</translation>
    </message>
    <message>
        <source>up to %1 W</source>
        <translation>bis %1 W</translation>
    </message>
    <message numerus="yes">
        <source>cards up to %n slot(s) wide</source>
        <translation>
            <numerusform>Karten bis %n Steckplatz breit</numerusform>
            <numerusform>Karten bis %n Steckplätze breit</numerusform>
        </translation>
    </message>
    <message>
        <source>socket %1, channel %2, DIMM %3</source>
        <translation>Sockel %1, Kanal %2, DIMM %3</translation>
    </message>
    <message>
        <source>Empty — drag a part here from the catalog.</source>
        <translation>Leer — ziehen Sie eine Komponente aus dem Katalog hierher.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Peak draw in this build: %1 W</source>
        <translation>Spitzenaufnahme in dieser Konfiguration: %1 W</translation>
    </message>
    <message>
        <source>%1 slot, empty</source>
        <translation>%1-Steckplatz, leer</translation>
    </message>
    <message>
        <source>%1 slot, part number %2</source>
        <translation>%1-Steckplatz, Teilenummer %2</translation>
    </message>
</context>
<context>
    <name>np::CompareBuildsDialog</name>
    <message>
        <source>Add &amp;Open Build</source>
        <translation>&amp;Geöffnete Konfiguration hinzufügen</translation>
    </message>
    <message>
        <source>Add the open build</source>
        <translation>Die geöffnete Konfiguration hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Files…</source>
        <translation>&amp;Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Add build files</source>
        <translation>Konfigurationsdateien hinzufügen</translation>
    </message>
    <message>
        <source>Add &amp;Quote</source>
        <translation>&amp;Angebot hinzufügen</translation>
    </message>
    <message>
        <source>Add the chosen quote</source>
        <translation>Das gewählte Angebot hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected build</source>
        <translation>Die ausgewählte Konfiguration entfernen</translation>
    </message>
    <message>
        <source>&amp;Print to PDF…</source>
        <translation>Als PDF &amp;drucken…</translation>
    </message>
    <message>
        <source>Print the comparison to PDF</source>
        <translation>Den Vergleich als PDF drucken</translation>
    </message>
    <message>
        <source>Compare Builds</source>
        <translation>Konfigurationen vergleichen</translation>
    </message>
    <message>
        <source>Builds to compare</source>
        <translation>Zu vergleichende Konfigurationen</translation>
    </message>
    <message>
        <source>Saved quotes</source>
        <translation>Gespeicherte Angebote</translation>
    </message>
    <message>
        <source>Builds side by side</source>
        <translation>Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Model fit, builds compared</source>
        <translation>Modellpassung, Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Power, builds compared</source>
        <translation>Leistung, Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Throughput, builds compared</source>
        <translation>Durchsatz, Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Comparison hint</source>
        <translation>Hinweis zum Vergleich</translation>
    </message>
    <message>
        <source>&amp;Builds (two to four):</source>
        <translation>&amp;Konfigurationen (zwei bis vier):</translation>
    </message>
    <message>
        <source>Sa&amp;ved quote:</source>
        <translation>Gespeichertes An&amp;gebot:</translation>
    </message>
    <message>
        <source>Comparison views</source>
        <translation>Vergleichsansichten</translation>
    </message>
    <message>
        <source>&amp;Table</source>
        <translation>&amp;Tabelle</translation>
    </message>
    <message>
        <source>Model &amp;fit</source>
        <translation>Modell&amp;passung</translation>
    </message>
    <message>
        <source>Po&amp;wer</source>
        <translation>&amp;Leistung</translation>
    </message>
    <message>
        <source>T&amp;hroughput</source>
        <translation>&amp;Durchsatz</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <source>no saved quotes</source>
        <translation>keine gespeicherten Angebote</translation>
    </message>
    <message>
        <source>At most %1 builds can be compared; remove one first.</source>
        <translation>Höchstens %1 Konfigurationen können verglichen werden; entfernen Sie zuerst eine.</translation>
    </message>
    <message>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No build is open.</source>
        <translation>Keine Konfiguration geöffnet.</translation>
    </message>
    <message>
        <source>open build</source>
        <translation>geöffnete Konfiguration</translation>
    </message>
    <message>
        <source>No catalog to price the quote against.</source>
        <translation>Kein Katalog, mit dem das Angebot kalkuliert werden kann.</translation>
    </message>
    <message>
        <source>%1 v%2</source>
        <translation>%1 V%2</translation>
    </message>
    <message>
        <source>NodePlan builds (*.nodeplan);;All files (*)</source>
        <translation>NodePlan-Konfigurationen (*.nodeplan);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Add at least two builds: the open build, build files or saved quotes.</source>
        <translation>Fügen Sie mindestens zwei Konfigurationen hinzu: die geöffnete Konfiguration, Konfigurationsdateien oder gespeicherte Angebote.</translation>
    </message>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>%1, the builds differ</source>
        <translation>%1, die Konfigurationen unterscheiden sich</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>Add at least two builds to print a comparison.</source>
        <translation>Fügen Sie mindestens zwei Konfigurationen hinzu, um einen Vergleich zu drucken.</translation>
    </message>
    <message>
        <source>Print comparison to PDF</source>
        <translation>Vergleich als PDF drucken</translation>
    </message>
    <message>
        <source>PDF (*.pdf)</source>
        <translation>PDF (*.pdf)</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Workloads from F&amp;ile…</source>
        <translation>Workloads aus &amp;Datei…</translation>
    </message>
    <message>
        <source>Run the workloads of a build file</source>
        <translation>Die Workloads einer Konfigurationsdatei ausführen</translation>
    </message>
    <message>
        <source>Workloads every build runs</source>
        <translation>Workloads, die jede Konfiguration ausführt</translation>
    </message>
    <message>
        <source>&amp;Workloads every build runs:</source>
        <translation>&amp;Workloads für alle Konfigurationen:</translation>
    </message>
    <message>
        <source>%1 has no workloads.</source>
        <translation>%1 enthält keine Workloads.</translation>
    </message>
    <message>
        <source>Union of the builds&apos; workloads</source>
        <translation>Vereinigung der Workloads aller Konfigurationen</translation>
    </message>
    <message>
        <source>Those of %1, applied to all builds</source>
        <translation>Die von %1, für alle Konfigurationen</translation>
    </message>
    <message>
        <source>Those of the file %1, applied to all builds</source>
        <translation>Die der Datei %1, für alle Konfigurationen</translation>
    </message>
    <message>
        <source>Every build runs the same workloads, each at the smallest TP that fits it. Highlighted rows differ between the builds; &quot;best&quot; and &quot;worst&quot; follow each figure&apos;s rule. A figure not computed is never ranked.</source>
        <translation>Jede Konfiguration führt dieselben Workloads aus, jeden mit dem kleinsten TP, bei dem er passt. Hervorgehobene Zeilen unterscheiden sich zwischen den Konfigurationen; „beste“ und „schlechteste“ folgen der Regel der jeweiligen Kennzahl. Eine nicht berechnete Kennzahl wird nie gewertet.</translation>
    </message>
</context>
<context>
    <name>np::ComparisonFitChart</name>
    <message>
        <source>Model fit, builds compared</source>
        <translation>Modellpassung, Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Memory per GPU needed (filled) and usable (outline), by build</source>
        <translation>Speicher je GPU, benötigt (gefüllt) und nutzbar (Umriss), nach Konfiguration</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Speicher je GPU (GiB)</translation>
    </message>
    <message>
        <source> usable</source>
        <translation> nutzbar</translation>
    </message>
</context>
<context>
    <name>np::ComparisonPowerChart</name>
    <message>
        <source>Power, builds compared</source>
        <translation>Leistung, Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Peak power by group, and usable PSU capacity (lines), by build</source>
        <translation>Spitzenleistung nach Gruppe und nutzbare Netzteilkapazität (Linien), nach Konfiguration</translation>
    </message>
    <message>
        <source>Power at peak (W)</source>
        <translation>Leistung bei Spitzenlast (W)</translation>
    </message>
    <message>
        <source>%1: PSU usable %2</source>
        <translation>%1: Netzteile nutzbar %2</translation>
    </message>
</context>
<context>
    <name>np::ComparisonThroughputChart</name>
    <message>
        <source>Throughput, builds compared</source>
        <translation>Durchsatz, Konfigurationen im Vergleich</translation>
    </message>
    <message>
        <source>Decode speed, all sequences at the workload&apos;s batch, by build</source>
        <translation>Decode-Geschwindigkeit, alle Sequenzen beim Batch der Workload, nach Konfiguration</translation>
    </message>
    <message>
        <source>Tokens per second</source>
        <translation>Tokens pro Sekunde</translation>
    </message>
</context>
<context>
    <name>np::ConnectTeamDialog</name>
    <message>
        <source>Connect to Team Catalog</source>
        <translation>Mit Team-Katalog verbinden</translation>
    </message>
    <message>
        <source>A team shares one catalog and one quote book on a PostgreSQL server. NodePlan restarts on the catalog you choose and keeps using it at the next start.</source>
        <translation>Ein Team teilt sich einen Katalog und ein Angebotsbuch auf einem PostgreSQL-Server. NodePlan startet mit dem gewählten Katalog neu und verwendet ihn auch beim nächsten Start.</translation>
    </message>
    <message>
        <source>Recent team catalogs</source>
        <translation>Zuletzt verwendete Team-Kataloge</translation>
    </message>
    <message>
        <source>(choose one connected to before)</source>
        <translation>(einen früher verwendeten auswählen)</translation>
    </message>
    <message>
        <source>Server host</source>
        <translation>Server-Host</translation>
    </message>
    <message>
        <source>db.example.com</source>
        <translation>db.example.com</translation>
    </message>
    <message>
        <source>Server port</source>
        <translation>Server-Port</translation>
    </message>
    <message>
        <source>Database</source>
        <translation>Datenbank</translation>
    </message>
    <message>
        <source>nodeplan</source>
        <translation>nodeplan</translation>
    </message>
    <message>
        <source>User name</source>
        <translation>Benutzername</translation>
    </message>
    <message>
        <source>&amp;Recent:</source>
        <translation>&amp;Zuletzt:</translation>
    </message>
    <message>
        <source>&amp;Host:</source>
        <translation>&amp;Host:</translation>
    </message>
    <message>
        <source>&amp;Port:</source>
        <translation>&amp;Port:</translation>
    </message>
    <message>
        <source>&amp;Database:</source>
        <translation>&amp;Datenbank:</translation>
    </message>
    <message>
        <source>&amp;User:</source>
        <translation>&amp;Benutzer:</translation>
    </message>
    <message>
        <source>NodePlan never asks for or stores your password. The PostgreSQL client library reads it from &lt;tt&gt;~/.pgpass&lt;/tt&gt; (a line &lt;tt&gt;host:port:database:user:password&lt;/tt&gt;, file mode 0600) or from the &lt;tt&gt;PGPASSWORD&lt;/tt&gt; environment variable.</source>
        <translation>NodePlan fragt nie nach Ihrem Passwort und speichert es nicht. Die PostgreSQL-Clientbibliothek liest es aus &lt;tt&gt;~/.pgpass&lt;/tt&gt; (eine Zeile &lt;tt&gt;host:port:database:user:password&lt;/tt&gt;, Dateimodus 0600) oder aus der Umgebungsvariablen &lt;tt&gt;PGPASSWORD&lt;/tt&gt;.</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connect</source>
        <translation>Verbinden</translation>
    </message>
    <message>
        <source>Use &amp;Local Catalog</source>
        <translation>&amp;Lokalen Katalog verwenden</translation>
    </message>
    <message>
        <source>Use Local Catalog</source>
        <translation>Lokalen Katalog verwenden</translation>
    </message>
    <message>
        <source>Go back to the catalog file on this computer</source>
        <translation>Zurück zur Katalogdatei auf diesem Computer</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>np::CostChart</name>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Bill of materials: %1 hardware, %2 to the customer</source>
        <translation>Stückliste: %1 Hardware, %2 für den Kunden</translation>
    </message>
    <message>
        <source>Extended price (€)</source>
        <translation>Gesamtpreis (€)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>%1  (%2 each, %3)</source>
        <translation>%1  (je %2, %3)</translation>
    </message>
    <message>
        <source>no price in the catalog</source>
        <translation>kein Preis im Katalog</translation>
    </message>
    <message>
        <source>Extended price</source>
        <translation>Gesamtpreis</translation>
    </message>
</context>
<context>
    <name>np::CostPanel</name>
    <message>
        <source>Bill of materials</source>
        <translation>Stückliste</translation>
    </message>
    <message>
        <source>Cost figures</source>
        <translation>Kostenkennzahlen</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Part number</source>
        <translation>Artikelnummer</translation>
    </message>
    <message>
        <source>Description</source>
        <translation>Beschreibung</translation>
    </message>
    <message>
        <source>Qty</source>
        <translation>Menge</translation>
    </message>
    <message>
        <source>Unit (%1)</source>
        <translation>Einzelpreis (%1)</translation>
    </message>
    <message>
        <source>Catalog price</source>
        <translation>Katalogpreis</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>Extended (%1)</source>
        <translation>Gesamt (%1)</translation>
    </message>
    <message>
        <source>No price for this part: the totals leave it out. Right-click ▸ Set Price… to enter one.</source>
        <translation>Kein Preis für diese Komponente: Die Summen lassen sie weg. Rechtsklick ▸ Preis festlegen…, um einen einzugeben.</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>Margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>Total to the customer</source>
        <translation>Summe für den Kunden</translation>
    </message>
    <message>
        <source>Lines without a price</source>
        <translation>Positionen ohne Preis</translation>
    </message>
    <message>
        <source>%1 (price on request, left out of the totals)</source>
        <translation>%1 (Preis auf Anfrage, nicht in den Summen enthalten)</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>not computed: no GPU memory</source>
        <translation>nicht berechnet: kein GPU-Speicher</translation>
    </message>
    <message>
        <source>not computed: %1</source>
        <translation>nicht berechnet: %1</translation>
    </message>
    <message>
        <source>Running cost</source>
        <translation>Betriebskosten</translation>
    </message>
    <message>
        <source> (€ %1/kWh, PUE %2, %3 % utilisation)</source>
        <translation> (€ %1/kWh, PUE %2, %3 % Auslastung)</translation>
    </message>
    <message>
        <source>Energy per year</source>
        <translation>Energie pro Jahr</translation>
    </message>
    <message>
        <source>Energy cost per year</source>
        <translation>Energiekosten pro Jahr</translation>
    </message>
    <message>
        <source>Total cost of ownership, %1 years</source>
        <translation>Gesamtbetriebskosten, %1 Jahre</translation>
    </message>
    <message>
        <source>Total cost of ownership</source>
        <translation>Gesamtbetriebskosten</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
</context>
<context>
    <name>np::DisplayCurrency</name>
    <message>
        <source>Display &amp;Currency</source>
        <translation>Anzeige&amp;währung</translation>
    </message>
    <message>
        <source>Show money in %1; other currencies convert at the build&apos;s dated rate</source>
        <translation>Beträge in %1 anzeigen; andere Währungen werden zum datierten Kurs der Konfiguration umgerechnet</translation>
    </message>
</context>
<context>
    <name>np::DisplayNames</name>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>CPU</source>
        <translation>CPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>RAM</translation>
    </message>
    <message>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <source>NIC</source>
        <translation>NIC</translation>
    </message>
    <message>
        <source>PSU</source>
        <translation>Netzteil</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>GPU slot</source>
        <translation>GPU-Platz</translation>
    </message>
    <message>
        <source>CPU socket</source>
        <translation>CPU-Sockel</translation>
    </message>
    <message>
        <source>DIMM slot</source>
        <translation>DIMM-Platz</translation>
    </message>
    <message>
        <source>drive bay</source>
        <translation>Laufwerksschacht</translation>
    </message>
    <message>
        <source>NIC slot</source>
        <translation>NIC-Platz</translation>
    </message>
    <message>
        <source>PSU bay</source>
        <translation>Netzteilschacht</translation>
    </message>
    <message>
        <source>Inference</source>
        <translation>Inferenz</translation>
    </message>
    <message>
        <source>Full fine-tune</source>
        <translation>Vollständiges Fine-Tuning</translation>
    </message>
    <message>
        <source>LoRA</source>
        <translation>LoRA</translation>
    </message>
    <message>
        <source>QLoRA</source>
        <translation>QLoRA</translation>
    </message>
    <message>
        <source>AdamW 8-bit</source>
        <translation>AdamW 8 Bit</translation>
    </message>
    <message>
        <source>paged AdamW 32-bit</source>
        <translation>Paged AdamW 32 Bit</translation>
    </message>
    <message>
        <source>no offload</source>
        <translation>keine Auslagerung</translation>
    </message>
    <message>
        <source>optimizer states to host RAM</source>
        <translation>Optimizer-Zustände in den Arbeitsspeicher</translation>
    </message>
    <message>
        <source>parameters and optimizer states to host RAM</source>
        <translation>Parameter und Optimizer-Zustände in den Arbeitsspeicher</translation>
    </message>
    <message>
        <source>vLLM V0 (before 0.8)</source>
        <translation>vLLM V0 (vor 0.8)</translation>
    </message>
    <message>
        <source>1F1B</source>
        <translation>1F1B</translation>
    </message>
    <message>
        <source>GPipe</source>
        <translation>GPipe</translation>
    </message>
    <message>
        <source>interleaved 1F1B</source>
        <translation>verschränktes 1F1B</translation>
    </message>
    <message>
        <source>none (keep every activation)</source>
        <translation>keines (alle Aktivierungen behalten)</translation>
    </message>
    <message>
        <source>selective (attention scores)</source>
        <translation>selektiv (Attention-Scores)</translation>
    </message>
    <message>
        <source>full (gradient checkpointing)</source>
        <translation>vollständig (Gradient Checkpointing)</translation>
    </message>
    <message>
        <source>no redundancy</source>
        <translation>keine Redundanz</translation>
    </message>
    <message>
        <source>N+1</source>
        <translation>N+1</translation>
    </message>
    <message>
        <source>N+N</source>
        <translation>N+N</translation>
    </message>
    <message>
        <source>low line, 100–127 V</source>
        <translation>Netz 100–127 V</translation>
    </message>
    <message>
        <source>high line, 200–240 V</source>
        <translation>Netz 200–240 V</translation>
    </message>
    <message>
        <source>weights memory</source>
        <translation>Speicher für Gewichte</translation>
    </message>
    <message>
        <source>KV cache memory</source>
        <translation>Speicher für KV-Cache</translation>
    </message>
    <message>
        <source>KV capacity in tokens</source>
        <translation>KV-Kapazität in Tokens</translation>
    </message>
    <message>
        <source>training memory</source>
        <translation>Trainingsspeicher</translation>
    </message>
    <message>
        <source>decode speed</source>
        <translation>Decode-Geschwindigkeit</translation>
    </message>
    <message>
        <source>prefill speed</source>
        <translation>Prefill-Geschwindigkeit</translation>
    </message>
    <message>
        <source>time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>time per output token</source>
        <translation>Zeit je Ausgabetoken</translation>
    </message>
    <message>
        <source>throughput under load</source>
        <translation>Durchsatz unter Last</translation>
    </message>
    <message>
        <source>training speed</source>
        <translation>Trainingsgeschwindigkeit</translation>
    </message>
    <message>
        <source>input voltage</source>
        <translation>Eingangsspannung</translation>
    </message>
    <message>
        <source>PSU redundancy</source>
        <translation>Netzteilredundanz</translation>
    </message>
    <message>
        <source>RAID level</source>
        <translation>RAID-Level</translation>
    </message>
    <message>
        <source>xGMI links</source>
        <translation>xGMI-Verbindungen</translation>
    </message>
    <message>
        <source>slot bifurcation</source>
        <translation>Steckplatz-Bifurkation</translation>
    </message>
    <message>
        <source>energy price</source>
        <translation>Strompreis</translation>
    </message>
    <message>
        <source>PUE</source>
        <translation>PUE</translation>
    </message>
    <message>
        <source>utilisation</source>
        <translation>Auslastung</translation>
    </message>
    <message>
        <source>years of operation</source>
        <translation>Betriebsjahre</translation>
    </message>
    <message>
        <source>exchange rate</source>
        <translation>Wechselkurs</translation>
    </message>
    <message>
        <source>margin</source>
        <translation>Marge</translation>
    </message>
    <message>
        <source>discount</source>
        <translation>Rabatt</translation>
    </message>
    <message>
        <source>VAT</source>
        <translation>MwSt.</translation>
    </message>
    <message>
        <source>no RAID</source>
        <translation>kein RAID</translation>
    </message>
    <message>
        <source>no GPU link</source>
        <translation>keine GPU-Verbindung</translation>
    </message>
    <message>
        <source>PCIe through the host</source>
        <translation>PCIe über den Host</translation>
    </message>
    <message>
        <source>PCIe switch</source>
        <translation>PCIe-Switch</translation>
    </message>
    <message>
        <source>NVLink bridge</source>
        <translation>NVLink-Brücke</translation>
    </message>
    <message>
        <source>NVSwitch</source>
        <translation>NVSwitch</translation>
    </message>
    <message>
        <source>Infinity Fabric mesh</source>
        <translation>Infinity-Fabric-Mesh</translation>
    </message>
    <message>
        <source>PCIe slots</source>
        <translation>PCIe-Steckplätze</translation>
    </message>
    <message>
        <source>NVSwitch, all-to-all</source>
        <translation>NVSwitch, alle mit allen</translation>
    </message>
    <message>
        <source>Infinity Fabric, full mesh</source>
        <translation>Infinity Fabric, vollvermascht</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU interconnect</source>
        <translation>GPU-Verbindung</translation>
    </message>
    <message>
        <source>CPUs</source>
        <translation>CPUs</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Storage</source>
        <translation>Massenspeicher</translation>
    </message>
    <message>
        <source>Network</source>
        <translation>Netzwerk</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Cooling</source>
        <translation>Kühlung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>strength</source>
        <translation>Stärke</translation>
    </message>
    <message>
        <source>weakness</source>
        <translation>Schwäche</translation>
    </message>
    <message>
        <source>note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>blocking</source>
        <translation>blockierend</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>PCIe card</source>
        <translation>PCIe-Karte</translation>
    </message>
    <message>
        <source>passive</source>
        <translation>passiv</translation>
    </message>
    <message>
        <source>active blower</source>
        <translation>aktiv, Radiallüfter</translation>
    </message>
    <message>
        <source>active open-air</source>
        <translation>aktiv, offener Kühler</translation>
    </message>
    <message>
        <source>NVLink switch</source>
        <translation>NVLink-Switch</translation>
    </message>
    <message>
        <source>Infinity Fabric</source>
        <translation>Infinity Fabric</translation>
    </message>
    <message>
        <source>GPU memory, all GPUs</source>
        <translation>GPU-Speicher, alle GPUs</translation>
    </message>
    <message>
        <source>Peak power at the wall</source>
        <translation>Spitzenleistung an der Steckdose</translation>
    </message>
    <message>
        <source>PSU headroom</source>
        <translation>Netzteilreserve</translation>
    </message>
    <message>
        <source>Price to the customer</source>
        <translation>Preis für den Kunden</translation>
    </message>
    <message>
        <source>Lines without price</source>
        <translation>Positionen ohne Preis</translation>
    </message>
    <message>
        <source>€ per GB of GPU memory</source>
        <translation>€ je GB GPU-Speicher</translation>
    </message>
    <message>
        <source>Total cost of ownership, 3 years</source>
        <translation>Gesamtbetriebskosten, 3 Jahre</translation>
    </message>
    <message>
        <source>Worst finding</source>
        <translation>Schwerster Befund</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passung</translation>
    </message>
    <message>
        <source>Decode speed per sequence</source>
        <translation>Decode-Geschwindigkeit je Sequenz</translation>
    </message>
    <message>
        <source>Time to first token</source>
        <translation>Zeit bis zum ersten Token</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>%1 V (%2)</source>
        <translation>%1 V (%2)</translation>
    </message>
    <message>
        <source>card € per GB</source>
        <translation>Karte € je GB</translation>
    </message>
    <message>
        <source>€ per dense FP8 TFLOPS</source>
        <translation>€ je dichtem FP8-TFLOPS</translation>
    </message>
    <message>
        <source>€ per dense FP4 TFLOPS</source>
        <translation>€ je dichtem FP4-TFLOPS</translation>
    </message>
    <message>
        <source>W per GB</source>
        <translation>W je GB</translation>
    </message>
    <message>
        <source>€ per token/s</source>
        <translation>€ je Token/s</translation>
    </message>
    <message>
        <source>build %1 per GB of GPU memory</source>
        <translation>Konfiguration %1 je GB GPU-Speicher</translation>
    </message>
    <message>
        <source>%1 per dense BF16 TFLOPS</source>
        <translation>%1 je dichtem BF16-TFLOPS</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>Listenpreis</translation>
    </message>
    <message>
        <source>street price</source>
        <translation>Marktpreis</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>Drives</source>
        <translation>Laufwerke</translation>
    </message>
    <message>
        <source>NICs</source>
        <translation>Netzwerkkarten</translation>
    </message>
    <message>
        <source>PCIe switches</source>
        <translation>PCIe-Switches</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Mainboard</translation>
    </message>
    <message>
        <source>Fans</source>
        <translation>Lüfter</translation>
    </message>
    <message>
        <source>Conversion loss</source>
        <translation>Umwandlungsverlust</translation>
    </message>
    <message>
        <source>Part</source>
        <translation>Komponente</translation>
    </message>
    <message>
        <source>RoCEv2 or InfiniBand</source>
        <translation>RoCEv2 oder InfiniBand</translation>
    </message>
    <message>
        <source>Support</source>
        <translation>Support</translation>
    </message>
    <message>
        <source>GPU ↔ GPU bandwidth, per direction</source>
        <translation>GPU ↔ GPU Bandbreite, je Richtung</translation>
    </message>
    <message>
        <source>Rack units</source>
        <translation>Höheneinheiten</translation>
    </message>
    <message>
        <source>Builds per rack</source>
        <translation>Konfigurationen je Rack</translation>
    </message>
    <message>
        <source>Peak power at the wall, per rack</source>
        <translation>Spitzenleistung an der Steckdose, je Rack</translation>
    </message>
    <message>
        <source>Output tokens/s under load</source>
        <translation>Ausgabe-Token/s unter Last</translation>
    </message>
    <message>
        <source>€ per output token/s</source>
        <translation>€ je Ausgabe-Token/s</translation>
    </message>
    <message>
        <source>All-reduce time per decoded token</source>
        <translation>All-Reduce-Zeit je dekodiertem Token</translation>
    </message>
    <message>
        <source>Training tokens/s</source>
        <translation>Trainings-Token/s</translation>
    </message>
    <message>
        <source>3-year cost per million tokens</source>
        <translation>Kosten über 3 Jahre je Million Token</translation>
    </message>
    <message>
        <source>fused/chunked cross-entropy</source>
        <translation>fusionierte/gestückelte Kreuzentropie</translation>
    </message>
    <message>
        <source>plain cross-entropy (Hugging Face)</source>
        <translation>einfache Kreuzentropie (Hugging Face)</translation>
    </message>
    <message>
        <source>longest training context</source>
        <translation>längster Trainingskontext</translation>
    </message>
</context>
<context>
    <name>np::DocumentController</name>
    <message>
        <source>Autosave failed: %1</source>
        <translation>Automatisches Speichern fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Cannot open build</source>
        <translation>Konfiguration kann nicht geöffnet werden</translation>
    </message>
    <message>
        <source>&lt;p&gt;NodePlan could not read this build; the file was left unchanged.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</source>
        <translation>&lt;p&gt;NodePlan konnte diese Konfiguration nicht lesen; die Datei blieb unverändert.&lt;/p&gt;&lt;p&gt;%1&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1 with %n problem(s)</source>
        <translation>
            <numerusform>%1 mit %n Problem geöffnet</numerusform>
            <numerusform>%1 mit %n Problemen geöffnet</numerusform>
        </translation>
    </message>
    <message>
        <source>Build opened with problems</source>
        <translation>Konfiguration mit Problemen geöffnet</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; names parts or slots this catalog cannot place.&lt;/p&gt;&lt;p&gt;Everything else was kept. The parts listed under Details are left out of the build; the file on disk stays as it is until you save.&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; nennt Komponenten oder Steckplätze, die dieser Katalog nicht zuordnen kann.&lt;/p&gt;&lt;p&gt;Alles andere wurde übernommen. Die unter Details aufgeführten Komponenten fehlen in der Konfiguration; die Datei auf dem Datenträger bleibt unverändert, bis Sie speichern.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Cannot save build</source>
        <translation>Konfiguration kann nicht gespeichert werden</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Recover unsaved build?</source>
        <translation>Nicht gespeicherte Konfiguration wiederherstellen?</translation>
    </message>
    <message>
        <source>&lt;p&gt;NodePlan did not close cleanly last time. Unsaved changes to &lt;b&gt;%1&lt;/b&gt; were kept from %2.&lt;/p&gt;&lt;p&gt;Recover them?&lt;/p&gt;</source>
        <translation>&lt;p&gt;NodePlan wurde beim letzten Mal nicht ordnungsgemäß beendet. Nicht gespeicherte Änderungen an &lt;b&gt;%1&lt;/b&gt; vom %2 wurden aufbewahrt.&lt;/p&gt;&lt;p&gt;Möchten Sie sie wiederherstellen?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Unsaved build could not be recovered</source>
        <translation>Nicht gespeicherte Konfiguration konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <source>NodePlan did not close cleanly last time, but its autosaved build cannot be read:
%1

%2</source>
        <translation>NodePlan wurde beim letzten Mal nicht ordnungsgemäß beendet, aber die automatisch gespeicherte Konfiguration kann nicht gelesen werden:
%1

%2</translation>
    </message>
    <message>
        <source>The file was left where it is: %1</source>
        <translation>Die Datei wurde an ihrem Ort belassen: %1</translation>
    </message>
    <message>
        <source>The file was kept as %1</source>
        <translation>Die Datei wurde als %1 aufbewahrt</translation>
    </message>
    <message>
        <source>New build</source>
        <translation>Neue Konfiguration</translation>
    </message>
    <message>
        <source>The catalog has no chassis.</source>
        <translation>Der Katalog enthält kein Gehäuse.</translation>
    </message>
    <message>
        <source>Chassis:</source>
        <translation>Gehäuse:</translation>
    </message>
    <message>
        <source>Open build</source>
        <translation>Konfiguration öffnen</translation>
    </message>
    <message>
        <source>Save build as</source>
        <translation>Konfiguration speichern unter</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; has unsaved changes.&lt;/p&gt;&lt;p&gt;Save them before closing the build?&lt;/p&gt;</source>
        <translation>&lt;p&gt;&lt;b&gt;%1&lt;/b&gt; hat nicht gespeicherte Änderungen.&lt;/p&gt;&lt;p&gt;Möchten Sie sie vor dem Schließen der Konfiguration speichern?&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Clear List</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>np::ErrorBandText</name>
    <message>
        <source>not validated (fewer than %1 published cases)</source>
        <translation>nicht validiert (weniger als %1 veröffentlichte Fälle)</translation>
    </message>
    <message>
        <source>%1 % of %2 published cases within %3</source>
        <translation>%1 % von %2 veröffentlichten Fällen innerhalb %3</translation>
    </message>
    <message>
        <source>error not validated</source>
        <translation>Abweichung nicht validiert</translation>
    </message>
    <message>
        <source>error %1 in %2 % of %3 cases</source>
        <translation>Abweichung %1 in %2 % von %3 Fällen</translation>
    </message>
    <message>
        <source>Expected error: where the estimate&apos;s error, (estimate − measured) / measured, lay for %1 % of NodePlan&apos;s validation cases of the same figure, GPU vendor, engine and workload mode.</source>
        <translation>Erwartete Abweichung: wo die Abweichung der Schätzung, (Schätzung − Messung) / Messung, bei %1 % der Validierungsfälle von NodePlan mit derselben Kennzahl, demselben GPU-Hersteller, derselben Engine und demselben Workload-Modus lag.</translation>
    </message>
    <message>
        <source>%1 tokens of context</source>
        <translation>%1 Tokens Kontext</translation>
    </message>
    <message>
        <source>%1 %2: %3</source>
        <translation>%1 %2: %3</translation>
    </message>
</context>
<context>
    <name>np::EvaluationText</name>
    <message>
        <source>%1 per GB GPU memory, %2 per BF16 TFLOPS</source>
        <translation>%1 je GB GPU-Speicher, %2 je BF16-TFLOPS</translation>
    </message>
    <message>
        <source>per GB and per TFLOPS not computed (unpriced lines)</source>
        <translation>je GB und je TFLOPS nicht berechnet (Positionen ohne Preis)</translation>
    </message>
    <message>
        <source>  Cost      hardware %1%2, customer price %3%2; %4; energy %5/year; TCO %6%2</source>
        <translation>  Kosten     Hardware %1%2, Kundenpreis %3%2; %4; Energie %5/Jahr; TCO %6%2</translation>
    </message>
    <message>
        <source>  Unpriced  %1 × %2 (%3): %4</source>
        <translation>  Ohne Preis %1 × %2 (%3): %4</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>  GPUs      %1 × %2: %3 GB nominal / %4 GiB usable each (%5 GiB in all, per GPU, not pooled), %6 GB/s, %7 BF16 TFLOPS dense</source>
        <translation>  GPUs       %1 × %2: je %3 GB nominal / %4 GiB nutzbar (%5 GiB insgesamt, je GPU, nicht zusammengelegt), %6 GB/s, %7 BF16-TFLOPS dicht</translation>
    </message>
    <message>
        <source>  Links     %1; worst GPU pair %2 GB/s each way; host link %3 GB/s each way per GPU</source>
        <translation>  Verbindung %1; schlechtestes GPU-Paar %2 GB/s je Richtung; Host-Anbindung %3 GB/s je Richtung und GPU</translation>
    </message>
    <message>
        <source>  CPUs      %1 × %2: %3 cores, %4 per GPU</source>
        <translation>  CPUs       %1 × %2: %3 Kerne, %4 je GPU</translation>
    </message>
    <message>
        <source>  Memory    %1 DIMMs, %2 GiB; %3 of %4 channels, %5 DPC, %6 MT/s, %7 GB/s; %8× GPU memory</source>
        <translation>  RAM        %1 DIMMs, %2 GiB; %3 von %4 Kanälen, %5 DPC, %6 MT/s, %7 GB/s; %8× GPU-Speicher</translation>
    </message>
    <message>
        <source>  Memory    %1 DIMMs, %2 GiB; %3 of %4 channels, %5 DPC, %6 MT/s, %7 GB/s; %8× GPU memory, unbalanced</source>
        <translation>  RAM        %1 DIMMs, %2 GiB; %3 von %4 Kanälen, %5 DPC, %6 MT/s, %7 GB/s; %8× GPU-Speicher, unausgewogen</translation>
    </message>
    <message>
        <source>  PCIe      %1 lanes available, %2 required at full width, %3 wired, switched</source>
        <translation>  PCIe       %1 Lanes verfügbar, %2 bei voller Breite benötigt, %3 verdrahtet, über Switch</translation>
    </message>
    <message>
        <source>  PCIe      %1 lanes available, %2 required at full width, %3 wired</source>
        <translation>  PCIe       %1 Lanes verfügbar, %2 bei voller Breite benötigt, %3 verdrahtet</translation>
    </message>
    <message>
        <source>  Storage   %1 drives, %2 TB raw / %3 TB usable (%4), %5 GB/s sequential read</source>
        <translation>  Laufwerke  %1 Laufwerke, %2 TB brutto / %3 TB nutzbar (%4), %5 GB/s sequenzielles Lesen</translation>
    </message>
    <message numerus="yes">
        <source>  Network   %n NIC(s), %1 Gb/s aggregate</source>
        <translation>
            <numerusform>  Netzwerk   %n Netzwerkkarte, %1 Gb/s gesamt</numerusform>
            <numerusform>  Netzwerk   %n Netzwerkkarten, %1 Gb/s gesamt</numerusform>
        </translation>
    </message>
    <message>
        <source>  Power     peak %1 W DC, %2 W at the wall (%3 VA, %4 A at the feed); typical %5 W wall; transient %6 W</source>
        <translation>  Leistung   Spitze %1 W DC, %2 W an der Steckdose (%3 VA, %4 A an der Einspeisung); typisch %5 W an der Steckdose; kurzzeitig %6 W</translation>
    </message>
    <message>
        <source>  PSUs      %1 × %2 W = %3 W; %4 usable %5 W (holds the peak); after one failure %6 W</source>
        <translation>  Netzteile  %1 × %2 W = %3 W; %4 nutzbar %5 W (trägt die Spitze); nach einem Ausfall %6 W</translation>
    </message>
    <message>
        <source>  PSUs      %1 × %2 W = %3 W; %4 usable %5 W (short of the peak); after one failure %6 W</source>
        <translation>  Netzteile  %1 × %2 W = %3 W; %4 nutzbar %5 W (reicht nicht für die Spitze); nach einem Ausfall %6 W</translation>
    </message>
    <message>
        <source>  Heat      %1 BTU/h; airflow limit %2 W</source>
        <translation>  Wärme      %1 BTU/h; Luftstromgrenze %2 W</translation>
    </message>
    <message>
        <source>  Verdicts  PSUs %1, GPU transients %2, heat %3, PCIe lanes %4</source>
        <translation>  Urteile    Netzteile %1, GPU-Lastspitzen %2, Wärme %3, PCIe-Lanes %4</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <comment>subsystem and its status</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>  Status    %1</source>
        <translation>  Status     %1</translation>
    </message>
    <message>
        <source> Strengths:</source>
        <translation> Stärken:</translation>
    </message>
    <message>
        <source> Weaknesses:</source>
        <translation> Schwächen:</translation>
    </message>
    <message>
        <source>Workload table (per GPU; memory is sharded, never pooled)</source>
        <translation>Workload-Tabelle (je GPU; Speicher wird aufgeteilt, nie zusammengelegt)</translation>
    </message>
    <message>
        <source>workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>need GiB</source>
        <translation>Bedarf GiB</translation>
    </message>
    <message>
        <source>have GiB</source>
        <translation>Verf. GiB</translation>
    </message>
    <message>
        <source>max ctx</source>
        <translation>max. Kontext</translation>
    </message>
    <message>
        <source>KV B/tok</source>
        <translation>KV B/Tok</translation>
    </message>
    <message>
        <source>decode t/s</source>
        <translation>Decode T/s</translation>
    </message>
    <message>
        <source>prefill|train t/s</source>
        <translation>Prefill|Train. T/s</translation>
    </message>
    <message>
        <source>  %1 error: %2</source>
        <translation>  %1 Fehler: %2</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>workload fits</comment>
        <translation>ja</translation>
    </message>
    <message>
        <source>NO</source>
        <comment>workload fits</comment>
        <translation>NEIN</translation>
    </message>
    <message>
        <source>  %1: %2 in flight, %3 in / %4 out (as many as the KV cache holds)</source>
        <translation>  %1: %2 gleichzeitig, %3 ein / %4 aus (so viele, wie der KV-Cache fasst)</translation>
    </message>
    <message>
        <source>  %1: %2 in flight, %3 in / %4 out</source>
        <translation>  %1: %2 gleichzeitig, %3 ein / %4 aus</translation>
    </message>
    <message>
        <source>Throughput under load (continuous batching)</source>
        <translation>Durchsatz unter Last (Continuous Batching)</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Chassis: %1</source>
        <translation>Gehäuse: %1</translation>
    </message>
    <message>
        <source>  Support   %1: %2</source>
        <translation>  Support    %1: %2</translation>
    </message>
    <message>
        <source>    %1 (%2 per GPU; %3)</source>
        <translation>    %1 (%2 je GPU; %3)</translation>
    </message>
    <message>
        <source>    first token %1 (%2)</source>
        <translation>    erstes Token %1 (%2)</translation>
    </message>
    <message>
        <source>    per output token %1 (%2)</source>
        <translation>    je Ausgabetoken %1 (%2)</translation>
    </message>
</context>
<context>
    <name>np::FiguresTable</name>
    <message>
        <source>Figure</source>
        <translation>Kennzahl</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
</context>
<context>
    <name>np::FindingText</name>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 Tokens/s</translation>
    </message>
    <message>
        <source>[%1] %2</source>
        <comment>a finding without a sentence: its rule id and figures</comment>
        <translation>[%1] %2</translation>
    </message>
    <message numerus="yes">
        <source> (incomplete: %n line(s) without price)</source>
        <translation>
            <numerusform> (unvollständig: %n Position ohne Preis)</numerusform>
            <numerusform> (unvollständig: %n Positionen ohne Preis)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Position</numerusform>
            <numerusform>%n Positionen</numerusform>
        </translation>
    </message>
    <message>
        <source>, prices dated %1</source>
        <translation>, Preisstand %1</translation>
    </message>
    <message>
        <source>, prices dated %1 to %2</source>
        <translation>, Preisstand %1 bis %2</translation>
    </message>
    <message>
        <source>Hardware %1%2 (%3); customer price %4%2 after discount, margin and VAT.</source>
        <translation>Hardware %1%2 (%3); Kundenpreis %4%2 nach Rabatt, Marge und MwSt.</translation>
    </message>
    <message numerus="yes">
        <source>%n BOM line(s) have no price (price on request): %1. Hardware, customer price and TCO leave them out; € per GB and € per TFLOPS are not computed.</source>
        <translation>
            <numerusform>%n Stücklistenposition hat keinen Preis (Preis auf Anfrage): %1. Hardware, Kundenpreis und TCO lassen sie aus; € pro GB und € pro TFLOPS werden nicht berechnet.</numerusform>
            <numerusform>%n Stücklistenpositionen haben keinen Preis (Preis auf Anfrage): %1. Hardware, Kundenpreis und TCO lassen sie aus; € pro GB und € pro TFLOPS werden nicht berechnet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 per GB of GPU memory (%2 nominal), %3 per dense BF16 TFLOPS.</source>
        <translation>%1 pro GB GPU-Speicher (%2 nominal), %3 pro dichtem BF16-TFLOPS.</translation>
    </message>
    <message>
        <source>%1 a year (%2 of hours at typical load, idle otherwise, PUE %3) = %4 a year at %5; %6-year total cost %7%8.</source>
        <translation>%1 pro Jahr (%2 der Stunden unter typischer Last, sonst Leerlauf, PUE %3) = %4 pro Jahr bei %5; Gesamtkosten über %6 Jahre %7%8.</translation>
    </message>
    <message>
        <source>%1: some figures are not confirmed by a primary source.</source>
        <translation>%1: Einige Werte sind nicht durch eine Primärquelle belegt.</translation>
    </message>
    <message>
        <source>%1: some figures are not confirmed by a primary source (%2)</source>
        <translation>%1: Einige Werte sind nicht durch eine Primärquelle belegt (%2)</translation>
    </message>
    <message>
        <source>No GPU is placed: nothing to run models on.</source>
        <translation>Keine GPU bestückt: Es gibt nichts, worauf Modelle laufen könnten.</translation>
    </message>
    <message>
        <source>the driver reports %1 = %2 usable</source>
        <translation>der Treiber meldet %1 = %2 nutzbar</translation>
    </message>
    <message>
        <source>about %1 usable (%2 of nominal, no measured figure in the catalog)</source>
        <translation>etwa %1 nutzbar (%2 des Nennwerts, kein Messwert im Katalog)</translation>
    </message>
    <message>
        <source>%1 × %2 %3 per GPU; %4. %1 × %5 = %6 in all, but GPU memory is per GPU, never one pool: a model larger than one GPU is sharded by tensor/pipeline parallelism (see the workloads).</source>
        <translation>%1 × %2 %3 je GPU; %4. %1 × %5 = %6 insgesamt, doch GPU-Speicher gehört jeweils einer GPU und ist nie ein gemeinsamer Pool: Ein Modell, das größer ist als eine GPU, wird per Tensor-/Pipeline-Parallelität aufgeteilt (siehe Workloads).</translation>
    </message>
    <message>
        <source>%1 memory bandwidth per GPU (%2); decode speed is bound by it.</source>
        <translation>%1 Speicherbandbreite je GPU (%2); sie begrenzt die Decode-Geschwindigkeit.</translation>
    </message>
    <message>
        <source>%1 FP8</source>
        <translation>%1 FP8</translation>
    </message>
    <message>
        <source>%1 FP4</source>
        <translation>%1 FP4</translation>
    </message>
    <message>
        <source>%1 INT8</source>
        <translation>%1 INT8</translation>
    </message>
    <message>
        <source> BF16</source>
        <translation> BF16</translation>
    </message>
    <message>
        <source>; %1 FP32</source>
        <translation>; %1 FP32</translation>
    </message>
    <message>
        <source>Dense tensor throughput per GPU (without sparsity): %1. %2 BF16 in the box.</source>
        <translation>Dichter Tensor-Durchsatz je GPU (ohne Sparsity): %1. %2 BF16 im System.</translation>
    </message>
    <message>
        <source>Mixed GPU models: a TP/PP group runs at the pace of its slowest card and is limited to the smallest memory (%1).</source>
        <translation>Gemischte GPU-Modelle: Eine TP-/PP-Gruppe läuft im Tempo ihrer langsamsten Karte und ist auf den kleinsten Speicher begrenzt (%1).</translation>
    </message>
    <message>
        <source>%1 × %2 = %3 of GPU power, %4 of the box&apos;s peak DC load.</source>
        <translation>%1 × %2 = %3 GPU-Leistung, %4 der DC-Spitzenlast des Systems.</translation>
    </message>
    <message>
        <source>%1 is passively cooled (no fan of its own): it is built for server chassis whose fan wall pushes air through it.</source>
        <translation>%1 ist passiv gekühlt (ohne eigenen Lüfter): für Servergehäuse gebaut, deren Lüfterwand Luft hindurchdrückt.</translation>
    </message>
    <message>
        <source>%1 has a blower fan that exhausts out of the back: it suits dense multi-GPU boxes.</source>
        <translation>%1 hat einen Radiallüfter, der die Abluft nach hinten ausbläst: geeignet für dicht bestückte Multi-GPU-Systeme.</translation>
    </message>
    <message>
        <source>%1 has an open-air cooler that blows its heat into the chassis: not meant for dense 8-GPU servers.</source>
        <translation>%1 hat einen Open-Air-Kühler, der seine Wärme ins Gehäuse bläst: nicht für dicht bestückte 8-GPU-Server gedacht.</translation>
    </message>
    <message>
        <source>%1 runs %2 instead of %3: %4 each way to the host instead of %5.</source>
        <translation>%1 läuft mit %2 statt %3: %4 je Richtung zum Host statt %5.</translation>
    </message>
    <message>
        <source>NVSwitch on the %1 baseboard joins every GPU to every other: %2 each way per GPU (%3 bidirectional) to any peer, at any tensor-parallel size, against %4 each way over %5 to the host.</source>
        <translation>NVSwitch auf dem %1-Baseboard verbindet jede GPU mit jeder anderen: %2 je Richtung und GPU (%3 bidirektional) zu jedem Partner, bei jeder Tensor-Parallel-Größe, gegenüber %4 je Richtung über %5 zum Host.</translation>
    </message>
    <message>
        <source>The OAM baseboard&apos;s Infinity Fabric mesh gives every GPU a direct link to each of the other %1 sites: %2 each way per link, %3 each way per GPU in all, against %4 each way over %5 to the host.</source>
        <translation>Das Infinity-Fabric-Mesh des OAM-Baseboards gibt jeder GPU eine direkte Verbindung zu jedem der anderen %1 Steckplätze: %2 je Richtung und Verbindung, insgesamt %3 je Richtung und GPU, gegenüber %4 je Richtung über %5 zum Host.</translation>
    </message>
    <message>
        <source>Only %1 of the %2 OAM sites hold GPUs: a collective among them uses %3 of each GPU&apos;s %4 Infinity Fabric links, so all-reduce bandwidth drops to %5 of a full board.</source>
        <translation>Nur %1 der %2 OAM-Steckplätze tragen GPUs: Eine Collective-Operation zwischen ihnen nutzt %3 der %4 Infinity-Fabric-Verbindungen jeder GPU, die All-Reduce-Bandbreite sinkt daher auf %5 eines voll bestückten Boards.</translation>
    </message>
    <message>
        <source>NVLink bridges join the GPUs in groups of %1: %2 each way within a group (%3 bidirectional), against %4 each way over %5.</source>
        <translation>NVLink-Bridges verbinden die GPUs in Gruppen zu %1: %2 je Richtung innerhalb einer Gruppe (%3 bidirektional), gegenüber %4 je Richtung über %5.</translation>
    </message>
    <message>
        <source>Between bridge groups, GPU traffic goes over PCIe (worst pair %1 each way): tensor parallelism beyond %2 GPUs runs at the PCIe pair&apos;s pace; keep TP within a bridge group and use PP/DP across groups.</source>
        <translation>Zwischen Bridge-Gruppen läuft der GPU-Verkehr über PCIe (ungünstigstes Paar %1 je Richtung): Tensor-Parallelität über %2 GPUs hinaus läuft im Tempo des PCIe-Paars; TP innerhalb einer Bridge-Gruppe halten und PP/DP gruppenübergreifend einsetzen.</translation>
    </message>
    <message>
        <source>%1 per GPU: %2 each way (%3 bidirectional), enough for single-GPU jobs, data-parallel LoRA and inference where no gradients are synchronised.</source>
        <translation>%1 je GPU: %2 je Richtung (%3 bidirektional), ausreichend für Single-GPU-Jobs, datenparalleles LoRA und Inferenz, bei der keine Gradienten synchronisiert werden.</translation>
    </message>
    <message>
        <source>GPUs under a common PCIe switch exchange data peer-to-peer without crossing the CPU.</source>
        <translation>GPUs an einem gemeinsamen PCIe-Switch tauschen Daten Peer-to-Peer aus, ohne die CPU zu durchlaufen.</translation>
    </message>
    <message>
        <source>No NVLink: GPU-to-GPU traffic goes over PCIe through the CPU root complex, about %1 each way for the worst pair</source>
        <translation>Kein NVLink: GPU-zu-GPU-Verkehr läuft über PCIe durch den Root Complex der CPU, etwa %1 je Richtung für das ungünstigste Paar</translation>
    </message>
    <message>
        <source>No NVLink: GPU-to-GPU traffic goes over PCIe at %1 each way</source>
        <translation>Kein NVLink: GPU-zu-GPU-Verkehr läuft über PCIe mit %1 je Richtung</translation>
    </message>
    <message>
        <source>%1; NVLink 4 on SXM boards gives %2 each way (%3 bidirectional). Tensor-parallel training across %4 GPUs is bandwidth-bound; data-parallel LoRA and small-batch inference suffer much less.</source>
        <translation>%1; NVLink 4 auf SXM-Boards liefert %2 je Richtung (%3 bidirektional). Tensor-paralleles Training über %4 GPUs ist bandbreitenbegrenzt; datenparalleles LoRA und Inferenz mit kleinen Batches leiden deutlich weniger.</translation>
    </message>
    <message>
        <source>The GPUs support NVLink bridges but none pair up here (odd count or mixed cards): traffic goes over PCIe.</source>
        <translation>Die GPUs unterstützen NVLink-Bridges, hier bildet aber keine ein Paar (ungerade Anzahl oder gemischte Karten): Der Verkehr läuft über PCIe.</translation>
    </message>
    <message>
        <source>No CPU is placed: the box cannot boot.</source>
        <translation>Keine CPU bestückt: Das System kann nicht booten.</translation>
    </message>
    <message>
        <source>A multi-socket system needs identical CPUs: %1 and %2.</source>
        <translation>Ein Mehrsockelsystem braucht identische CPUs: %1 und %2.</translation>
    </message>
    <message numerus="yes">
        <source>%1 runs in at most %n socket(s); the build has %2.</source>
        <translation>
            <numerusform>%1 läuft in höchstens %n Sockel; die Konfiguration hat %2.</numerusform>
            <numerusform>%1 läuft in höchstens %n Sockeln; die Konfiguration hat %2.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2 CPU sockets populated: parts wired to the empty socket do not work (%3).</source>
        <translation>%1 von %2 CPU-Sockeln bestückt: Am leeren Sockel angebundene Komponenten funktionieren nicht (%3).</translation>
    </message>
    <message>
        <source>%1 of %2 CPU sockets populated: the empty socket&apos;s lanes and memory channels are unavailable.</source>
        <translation>%1 von %2 CPU-Sockeln bestückt: Lanes und Speicherkanäle des leeren Sockels stehen nicht zur Verfügung.</translation>
    </message>
    <message>
        <source>%1 cores (%2 × %3) for %4 GPUs = %5 per GPU, against a guideline of %6 per GPU (%7 cores) for data loading and preprocessing.</source>
        <translation>%1 Kerne (%2 × %3) für %4 GPUs = %5 je GPU, bei einem Richtwert von %6 je GPU (%7 Kerne) für Datenladen und Vorverarbeitung.</translation>
    </message>
    <message>
        <source>%1: %2 base, %3 boost, %4 L3 per socket.</source>
        <translation>%1: %2 Basistakt, %3 Boost, %4 L3 je Sockel.</translation>
    </message>
    <message>
        <source>AVX-512 on the host for CPU-side preprocessing and quantisation.</source>
        <translation>AVX-512 auf dem Host für CPU-seitige Vorverarbeitung und Quantisierung.</translation>
    </message>
    <message>
        <source>%1 × %2 TDP = %3 of CPU package power.</source>
        <translation>%1 × %2 TDP = %3 CPU-Package-Leistung.</translation>
    </message>
    <message>
        <source>No memory module is placed.</source>
        <translation>Kein Speichermodul bestückt.</translation>
    </message>
    <message numerus="yes">
        <source>%n DIMM(s) sit on a socket without a CPU and are not usable.</source>
        <translation>
            <numerusform>%n DIMM sitzt an einem Sockel ohne CPU und ist nicht nutzbar.</numerusform>
            <numerusform>%n DIMMs sitzen an einem Sockel ohne CPU und sind nicht nutzbar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n DIMM(s) of type %1 on %2, whose memory controller drives %3 only: the modules do not fit (DDR4 and DDR5 are keyed differently).</source>
        <translation>
            <numerusform>%n DIMM vom Typ %1 an %2, dessen Speichercontroller nur %3 ansteuert: das Modul passt nicht (DDR4 und DDR5 sind unterschiedlich codiert).</numerusform>
            <numerusform>%n DIMMs vom Typ %1 an %2, dessen Speichercontroller nur %3 ansteuert: die Module passen nicht (DDR4 und DDR5 sind unterschiedlich codiert).</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 host RAM (%2 × %3) against %4 nominal / %5 usable GPU memory = %6 (guideline ≥ %7 for pinned staging, checkpoints and offload).</source>
        <translation>%1 Host-RAM (%2 × %3) gegenüber %4 nominal / %5 nutzbarem GPU-Speicher = %6 (Richtwert ≥ %7 für Pinned Staging, Checkpoints und Offload).</translation>
    </message>
    <message>
        <source>%1 DIMMs per channel: the catalog has no 2DPC speed for %2; %3 is assumed and the real speed is likely lower.</source>
        <translation>%1 DIMMs je Kanal: Der Katalog hat keine 2DPC-Geschwindigkeit für %2; angenommen werden %3, die tatsächliche Geschwindigkeit ist wahrscheinlich niedriger.</translation>
    </message>
    <message>
        <source>%1 DIMMs per channel: memory runs at %2 (%3 limit at 2DPC) instead of %4 at 1DPC: %5 instead of %6.</source>
        <translation>%1 DIMMs je Kanal: Der Speicher läuft mit %2 (Grenze von %3 bei 2DPC) statt %4 bei 1DPC: %5 statt %6.</translation>
    </message>
    <message>
        <source>%1 DIMMs on %2 channels (%3 × %4) = 1 DIMM per channel: no 2DPC downclock.</source>
        <translation>%1 DIMMs auf %2 Kanälen (%3 × %4) = 1 DIMM je Kanal: keine Taktabsenkung durch 2DPC.</translation>
    </message>
    <message>
        <source>DDR5-%1 DIMMs run at %2: %3&apos;s 1DPC limit in the catalog (%4). Faster settings need a platform qualified for them.</source>
        <translation>DDR5-%1-DIMMs laufen mit %2: die 1DPC-Grenze von %3 im Katalog (%4). Höhere Einstellungen brauchen eine dafür qualifizierte Plattform.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 is the lower of the DIMMs&apos; rating (%2) and the CPU&apos;s limit at 2 DIMMs per channel (%3 in the catalog for %4).</source>
        <translation>%1 ist der kleinere Wert aus der Spezifikation der DIMMs (%2) und der Grenze der CPU bei 2 DIMMs je Kanal (%3 im Katalog für %4).</translation>
    </message>
    <message>
        <source>%1 is the lower of the DIMMs&apos; rating (%2) and the CPU&apos;s limit at 1 DIMM per channel (%3 in the catalog for %4).</source>
        <translation>%1 ist der kleinere Wert aus der Spezifikation der DIMMs (%2) und der Grenze der CPU bei 1 DIMM je Kanal (%3 im Katalog für %4).</translation>
    </message>
    <message>
        <source>%1 channels × %2 × 8 B = %3 theoretical host memory bandwidth (%4 per socket).</source>
        <translation>%1 Kanäle × %2 × 8 B = %3 theoretische Host-Speicherbandbreite (%4 je Sockel).</translation>
    </message>
    <message>
        <source>%1 of %2 channels populated</source>
        <translation>%1 von %2 Kanälen bestückt</translation>
    </message>
    <message>
        <source>%1 to %2 DIMMs per channel</source>
        <translation>%1 bis %2 DIMMs je Kanal</translation>
    </message>
    <message>
        <source>%1 different modules</source>
        <translation>%1 verschiedene Module</translation>
    </message>
    <message>
        <source>Unbalanced DIMM population (%1): interleaving is uneven and bandwidth drops; populate every channel of every socket alike.</source>
        <translation>Unausgewogene DIMM-Bestückung (%1): Das Interleaving ist ungleichmäßig und die Bandbreite sinkt; jeden Kanal jedes Sockels gleich bestücken.</translation>
    </message>
    <message>
        <source>ECC %1: protects long training runs from silent bit flips.</source>
        <translation>ECC-%1: schützt lange Trainingsläufe vor unbemerkten Bitfehlern.</translation>
    </message>
    <message>
        <source>Some memory modules lack ECC.</source>
        <translation>Einige Speichermodule haben kein ECC.</translation>
    </message>
    <message>
        <source>2P with %1 xGMI links: %2 per socket (2P EPYC gives %3 lanes with 4 xGMI links or %4 with 3, never 2 × %5)</source>
        <translation>2P mit %1 xGMI-Links: %2 je Sockel (2P-EPYC liefert %3 Lanes mit 4 xGMI-Links oder %4 mit 3, nie 2 × %5)</translation>
    </message>
    <message>
        <source>%1P: %2 per socket</source>
        <translation>%1P: %2 je Sockel</translation>
    </message>
    <message>
        <source>%1 must drive %2 lanes (%3) but has %4 (%5).</source>
        <translation>%1 muss %2 Lanes bedienen (%3), hat aber %4 (%5).</translation>
    </message>
    <message>
        <source>With 3 xGMI links each socket has %1 lanes, which is enough (options.xgmi_links = 3).</source>
        <translation>Mit 3 xGMI-Links hat jeder Sockel %1 Lanes, das reicht (options.xgmi_links = 3).</translation>
    </message>
    <message>
        <source>Devices need %1 lanes at full width; the CPUs provide %2 (%3), and the chassis wires %4 to them; PCIe switches fan the rest out.</source>
        <translation>Die Geräte brauchen %1 Lanes bei voller Breite; die CPUs liefern %2 (%3), und das Gehäuse führt %4 zu ihnen; PCIe-Switches verteilen den Rest.</translation>
    </message>
    <message>
        <source>Devices need %1 lanes at full width; the CPUs provide %2 (%3), and the chassis wires %4 to them.</source>
        <translation>Die Geräte brauchen %1 Lanes bei voller Breite; die CPUs liefern %2 (%3), und das Gehäuse führt %4 zu ihnen.</translation>
    </message>
    <message>
        <source>%1: %2 use %3 lanes behind an x%4 uplink (%5:1): traffic to the host shares %6 each way.</source>
        <translation>%1: %2 nutzen %3 Lanes hinter einem x%4-Uplink (%5:1): Der Verkehr zum Host teilt sich %6 je Richtung.</translation>
    </message>
    <message>
        <source>No local drive: datasets and checkpoints live on the network only.</source>
        <translation>Kein lokales Laufwerk: Datensätze und Checkpoints liegen nur im Netzwerk.</translation>
    </message>
    <message numerus="yes">
        <source>%1 cannot be built from %n drive(s): RAID 1 needs 2, RAID 5 3, RAID 6 4, RAID 10 an even number from 4.</source>
        <translation>
            <numerusform>%1 lässt sich nicht aus %n Laufwerk aufbauen: RAID 1 braucht 2, RAID 5 3, RAID 6 4, RAID 10 eine gerade Anzahl ab 4.</numerusform>
            <numerusform>%1 lässt sich nicht aus %n Laufwerken aufbauen: RAID 1 braucht 2, RAID 5 3, RAID 6 4, RAID 10 eine gerade Anzahl ab 4.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 drives as %2: one failed drive loses the whole array (checkpoints, datasets).</source>
        <translation>%1 Laufwerke, %2: Ein ausgefallenes Laufwerk kostet das ganze Array (Checkpoints, Datensätze).</translation>
    </message>
    <message>
        <source>%1 drives as %2: one failed drive loses its data (checkpoints, datasets).</source>
        <translation>%1 Laufwerke, %2: Ein ausgefallenes Laufwerk verliert seine Daten (Checkpoints, Datensätze).</translation>
    </message>
    <message>
        <source>RAID 10 would keep %1 usable, RAID 5 %2.</source>
        <translation>RAID 10 ließe %1 nutzbar, RAID 5 %2.</translation>
    </message>
    <message>
        <source>RAID 5 would keep %1 usable.</source>
        <translation>RAID 5 ließe %1 nutzbar.</translation>
    </message>
    <message>
        <source>%1 drives in %2: %3 usable of %4 raw, survives a drive failure.</source>
        <translation>%1 Laufwerke in %2: %3 nutzbar von %4 brutto, übersteht den Ausfall eines Laufwerks.</translation>
    </message>
    <message>
        <source>%1 sequential read</source>
        <translation>%1 sequenzielles Lesen</translation>
    </message>
    <message>
        <source>%1 sequential read (%2)</source>
        <translation>%1 sequenzielles Lesen (%2)</translation>
    </message>
    <message>
        <source>%1 × %2: %3 against %4 that %5 GPUs need to stream training data (%6 each).</source>
        <translation>%1 × %2: %3 gegenüber %4, die %5 GPUs zum Streamen von Trainingsdaten brauchen (je %6).</translation>
    </message>
    <message>
        <source>%1 usable holds %2 resumable checkpoints of %3 (%4 each: trained weights in BF16 plus optimizer state); a weights-only BF16 copy of the model is %5.</source>
        <translation>%1 nutzbar fassen %2 fortsetzbare Checkpoints von %3 (je %4: trainierte Gewichte in BF16 plus Optimizer-Zustand); eine reine BF16-Kopie der Modellgewichte hat %5.</translation>
    </message>
    <message>
        <source>%1 raw, %2 usable for models and datasets.</source>
        <translation>%1 brutto, %2 nutzbar für Modelle und Datensätze.</translation>
    </message>
    <message>
        <source>No network card: the box cannot join a multi-node job or reach shared storage at speed.</source>
        <translation>Keine Netzwerkkarte: Das System kann an keinem Multi-Node-Job teilnehmen und erreicht gemeinsamen Speicher nicht mit voller Geschwindigkeit.</translation>
    </message>
    <message>
        <source>%1 with %2: %3 aggregate (%4 each way) for multi-node jobs and shared storage.</source>
        <translation>%1 mit %2: %3 gesamt (%4 je Richtung) für Multi-Node-Jobs und gemeinsamen Speicher.</translation>
    </message>
    <message numerus="yes">
        <source>%n NIC(s)</source>
        <translation>
            <numerusform>%n Netzwerkkarte</numerusform>
            <numerusform>%n Netzwerkkarten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n port(s)</source>
        <translation>
            <numerusform>%n Port</numerusform>
            <numerusform>%n Ports</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 RDMA: GPUDirect RDMA and NVMe-oF bypass the kernel network stack.</source>
        <translation>%1-RDMA: GPUDirect RDMA und NVMe-oF umgehen den Netzwerkstack des Kernels.</translation>
    </message>
    <message>
        <source>RoCEv2 needs a lossless Ethernet fabric (PFC and ECN tuned end to end); without it congestion drops packets and collectives slow down. InfiniBand needs no such tuning.</source>
        <translation>RoCEv2 braucht ein verlustfreies Ethernet-Fabric (PFC und ECN durchgängig abgestimmt); ohne das verwirft Überlast Pakete und Collective-Operationen werden langsamer. InfiniBand braucht keine solche Abstimmung.</translation>
    </message>
    <message>
        <source>No RDMA-capable NIC: inter-node collectives and storage traffic go through TCP and the CPU.</source>
        <translation>Keine RDMA-fähige Netzwerkkarte: Collective-Operationen zwischen Knoten und Speicherverkehr laufen über TCP und die CPU.</translation>
    </message>
    <message>
        <source>NICs share PCIe switches with GPUs: GPUDirect RDMA stays below the CPU.</source>
        <translation>Netzwerkkarten teilen sich PCIe-Switches mit GPUs: GPUDirect RDMA bleibt unterhalb der CPU.</translation>
    </message>
    <message>
        <source>No NIC shares a PCIe switch with a GPU: GPUDirect RDMA traffic passes through the CPU root complex.</source>
        <translation>Keine Netzwerkkarte teilt sich einen PCIe-Switch mit einer GPU: GPUDirect-RDMA-Verkehr läuft durch den Root Complex der CPU.</translation>
    </message>
    <message>
        <source>%1: %2 × %3 = %4 each way, more than its PCIe %5.0 x%6 link carries (%7).</source>
        <translation>%1: %2 × %3 = %4 je Richtung, mehr als die PCIe-%5.0-x%6-Anbindung trägt (%7).</translation>
    </message>
    <message>
        <source>%1 × %2 at %3 = %4; %5 leaves %6 usable</source>
        <translation>%1 × %2 bei %3 = %4; %5 lässt %6 nutzbar</translation>
    </message>
    <message>
        <source>%1 the vendor&apos;s maximum system power needs (DC)</source>
        <translation>%1 (maximale Systemleistung des Herstellers, DC)</translation>
    </message>
    <message>
        <source>%1 peak</source>
        <translation>%1 Spitzenlast</translation>
    </message>
    <message>
        <source>Peak %1 DC (%2 W) = %3 at the wall (%4 PSU efficiency), %5, %6 at %7; typical %8 DC / %9 at the wall.</source>
        <translation>Spitze %1 DC (%2 W) = %3 an der Steckdose (%4 Netzteilwirkungsgrad), %5, %6 bei %7; typisch %8 DC / %9 an der Steckdose.</translation>
    </message>
    <message>
        <source>No PSU is placed.</source>
        <translation>Kein Netzteil bestückt.</translation>
    </message>
    <message>
        <source>Mixed PSU models: current sharing is uneven and most chassis refuse them.</source>
        <translation>Gemischte Netzteilmodelle: Die Lastverteilung ist ungleichmäßig, und die meisten Gehäuse akzeptieren sie nicht.</translation>
    </message>
    <message>
        <source>%1 is not rated for low-line input (100-127 V): the box needs a 200-240 V feed.</source>
        <translation>%1 ist nicht für Niederspannungseingang (100–127 V) ausgelegt: Das System braucht eine Einspeisung mit 200–240 V.</translation>
    </message>
    <message>
        <source>%1: even all PSUs together are %2 short of the %3.</source>
        <translation>%1: Selbst alle Netzteile zusammen liegen %2 unter %3.</translation>
    </message>
    <message>
        <source>%1, %2 short of the %3 peak: the box runs with all PSUs but loses full load when one feed fails.</source>
        <translation>%1, %2 unter der Spitzenlast von %3: Das System läuft mit allen Netzteilen, verliert aber die Volllast, wenn eine Einspeisung ausfällt.</translation>
    </message>
    <message>
        <source>%1, %2 short of the %3 peak: the box runs with all PSUs but loses full load when one PSU fails.</source>
        <translation>%1, %2 unter der Spitzenlast von %3: Das System läuft mit allen Netzteilen, verliert aber die Volllast, wenn ein Netzteil ausfällt.</translation>
    </message>
    <message>
        <source>%1; after one PSU fails %2 remain for a %3.</source>
        <translation>%1; nach Ausfall eines Netzteils bleiben %2 für %3.</translation>
    </message>
    <message>
        <source>%1, %2 above the %3.</source>
        <translation>%1, %2 über %3.</translation>
    </message>
    <message>
        <source>%1 %2 (%3)</source>
        <comment>PSU mode, usable watts, holds or short</comment>
        <translation>%1 %2 (%3)</translation>
    </message>
    <message>
        <source>holds</source>
        <translation>reicht</translation>
    </message>
    <message>
        <source>short</source>
        <translation>reicht nicht</translation>
    </message>
    <message>
        <source>Usable PSU capacity by redundancy mode at %1: %2.</source>
        <translation>Nutzbare Netzteilkapazität je Redundanzmodus bei %1: %2.</translation>
    </message>
    <message>
        <source>Even on a low-line feed (100-127 V) %1 leaves %2 for the %3 peak.</source>
        <translation>Selbst an einer Niederspannungseinspeisung (100–127 V) lässt %1 noch %2 für die Spitzenlast von %3.</translation>
    </message>
    <message>
        <source>On a low-line feed (100-127 V) each PSU gives %1: %2 leaves %3, short of the %4 peak.</source>
        <translation>An einer Niederspannungseinspeisung (100–127 V) liefert jedes Netzteil %1: %2 lässt %3, zu wenig für die Spitzenlast von %4.</translation>
    </message>
    <message>
        <source>GPU power excursions (%1 GPU TDP for milliseconds) lift the peak to %2, within the %3 usable under %4.</source>
        <translation>GPU-Lastspitzen (%1 GPU-TDP für Millisekunden) heben die Spitze auf %2, innerhalb der %3, die unter %4 nutzbar sind.</translation>
    </message>
    <message>
        <source>GPU power excursions (%1 GPU TDP for milliseconds) lift the peak to %2, above the %3 usable under %4 (all PSUs together cover it; a degraded box may trip).</source>
        <translation>GPU-Lastspitzen (%1 GPU-TDP für Millisekunden) heben die Spitze auf %2, über die %3, die unter %4 nutzbar sind (alle Netzteile zusammen decken das ab; ein System mit ausgefallenem Netzteil kann abschalten).</translation>
    </message>
    <message>
        <source>GPU power excursions (%1 GPU TDP for milliseconds) lift the peak to %2, above the %3 usable under %4 and above all PSUs together: spikes may trip the PSUs.</source>
        <translation>GPU-Lastspitzen (%1 GPU-TDP für Millisekunden) heben die Spitze auf %2, über die %3, die unter %4 nutzbar sind, und über alle Netzteile zusammen: Spitzen können die Netzteile abschalten.</translation>
    </message>
    <message>
        <source>%1: %2 efficient at the peak load (%3 of PSU capacity); %4 lost in conversion.</source>
        <translation>%1: %2 Wirkungsgrad bei Spitzenlast (%3 der Netzteilkapazität); %4 Wandlungsverlust.</translation>
    </message>
    <message>
        <source>NodePlan&apos;s %1 at the wall is at or above the vendor&apos;s maximum system power, %2: PSU sizing and circuits use NodePlan&apos;s sum.</source>
        <translation>NodePlans %1 an der Steckdose liegen auf oder über der maximalen Systemleistung des Herstellers, %2: Netzteilauslegung und Stromkreise verwenden NodePlans Summe.</translation>
    </message>
    <message>
        <source>The vendor&apos;s maximum system power, %1, is above NodePlan&apos;s %2 at the wall: PSU sizing (%3 DC) and the circuit figures (%4, %5) use the vendor&apos;s figure.</source>
        <translation>Die maximale Systemleistung des Herstellers, %1, liegt über NodePlans %2 an der Steckdose: Netzteilauslegung (%3 DC) und Stromkreiswerte (%4, %5) verwenden den Herstellerwert.</translation>
    </message>
    <message>
        <source>the chassis&apos; %1 airflow rating at %2 inlet</source>
        <translation>die Luftstromauslegung des Gehäuses von %1 bei %2 Zulufttemperatur</translation>
    </message>
    <message>
        <source>the ~%1 practical limit of a 4U air-cooled box</source>
        <translation>die praktische Grenze von ~%1 eines luftgekühlten 4U-Systems</translation>
    </message>
    <message>
        <source>%1 of heat at peak (%2), %3 typical</source>
        <translation>%1 Abwärme bei Spitzenlast (%2), %3 typisch</translation>
    </message>
    <message>
        <source>%1, within %2.</source>
        <translation>%1; %2 wird eingehalten.</translation>
    </message>
    <message>
        <source>%1: even typical load exceeds %2.</source>
        <translation>%1: Schon die typische Last überschreitet %2.</translation>
    </message>
    <message>
        <source>%1: the peak exceeds %2; sustained full load will throttle.</source>
        <translation>%1: Die Spitzenlast überschreitet %2; anhaltende Volllast wird gedrosselt.</translation>
    </message>
    <message>
        <source>%1 is above the ~%2 that air removes comfortably from one %3U box: fans run near full speed (loud, sensitive to inlet temperature); keep the inlet at or below %4.</source>
        <translation>%1 liegt über den ~%2, die Luft aus einem %3U-System bequem abführt: Die Lüfter laufen nahe Volllast (laut, empfindlich gegenüber der Zulufttemperatur); die Zuluft bei höchstens %4 halten.</translation>
    </message>
    <message>
        <source>%1 of %2 %3 sites hold a GPU: %3 modules are sold only as a full baseboard, so the box ships with %2.</source>
        <translation>%1 von %2 %3-Steckplätzen tragen eine GPU: %3-Module werden nur als voll bestücktes Baseboard verkauft, das System wird also mit %2 ausgeliefert.</translation>
    </message>
    <message>
        <source>The chassis ships with %1 × %2; the build has %3, %4 of them that model: the vendor sells and supports its own PSU set.</source>
        <translation>Das Gehäuse wird mit %1 × %2 ausgeliefert; die Konfiguration hat %3, davon %4 dieses Modell: Der Hersteller verkauft und unterstützt seinen eigenen Netzteilsatz.</translation>
    </message>
    <message numerus="yes">
        <source>%n PSU(s)</source>
        <translation>
            <numerusform>%n Netzteil</numerusform>
            <numerusform>%n Netzteile</numerusform>
        </translation>
    </message>
    <message>
        <source>The vendor ships the PSUs as %1; the build plans for %2.</source>
        <translation>Der Hersteller liefert die Netzteile als %1 aus; die Konfiguration plant mit %2.</translation>
    </message>
    <message>
        <source>No drive to boot from: vendors configure every system with at least one boot drive.</source>
        <translation>Kein Boot-Laufwerk: Hersteller konfigurieren jedes System mit mindestens einem Boot-Laufwerk.</translation>
    </message>
    <message>
        <source>No NIC: vendors configure every system with at least one network card.</source>
        <translation>Keine Netzwerkkarte: Hersteller konfigurieren jedes System mit mindestens einer Netzwerkkarte.</translation>
    </message>
    <message>
        <source>%1 is not on the chassis vendor&apos;s GPU list (%2): cooling, power cabling and support are not validated for it.</source>
        <translation>%1 steht nicht auf der GPU-Liste des Gehäuseherstellers (%2): Kühlung, Stromverkabelung und Support sind dafür nicht validiert.</translation>
    </message>
    <message>
        <source>%1: %2 TDP, above the %3 the chassis is rated to cool.</source>
        <translation>%1: %2 TDP, über den %3, für deren Kühlung das Gehäuse ausgelegt ist.</translation>
    </message>
    <message>
        <source>%1 draws up to %2 over an auxiliary power cable (the slot gives %3): the chassis must have that cable for each such card; the power figures count %2.</source>
        <translation>%1 zieht bis zu %2 über ein zusätzliches Stromkabel (der Steckplatz liefert %3): Das Gehäuse muss dieses Kabel für jede solche Karte haben; die Leistungswerte rechnen mit %2.</translation>
    </message>
    <message>
        <source>%1 host memory is %2 the GPU memory; vendors configure at least %3 (%4).</source>
        <translation>%1 Host-Speicher sind das %2 des GPU-Speichers; Hersteller konfigurieren mindestens das %3 (%4).</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: TP%2 × PP%3 needs %4 GPUs; the box has %5.</source>
        <translation>%1: TP%2 × PP%3 braucht %4 GPUs; das System hat %5.</translation>
    </message>
    <message>
        <source>Up to %1 tokens of context at batch %2, or %3 concurrent sequences at %4 tokens; decode ~%5 per sequence.</source>
        <translation>Bis zu %1 Tokens Kontext bei Batch %2 oder %3 gleichzeitige Sequenzen bei %4 Tokens; Decode ~%5 je Sequenz.</translation>
    </message>
    <message>
        <source>~%1 training tokens/s.</source>
        <translation>~%1 Trainings-Tokens/s.</translation>
    </message>
    <message>
        <source>%1: %2 of %3 per GPU (%4 spare).</source>
        <translation>%1: %2 von %3 je GPU (%4 frei).</translation>
    </message>
    <message>
        <source>%1: does not fit: needs %2 per GPU but %3 are available (%4 short).</source>
        <translation>%1: passt nicht: braucht %2 je GPU, verfügbar sind %3 (%4 zu wenig).</translation>
    </message>
    <message>
        <source>%1: does not fit: GPU memory is enough (%2 of %3 per GPU), but host RAM is not (%4 needed, %5 in the box).</source>
        <translation>%1: passt nicht: Der GPU-Speicher reicht (%2 von %3 je GPU), das Host-RAM aber nicht (%4 benötigt, %5 im System).</translation>
    </message>
    <message>
        <source>%1: CPU offload needs %2 of host RAM; the box has %3.</source>
        <translation>%1: CPU-Offload braucht %2 Host-RAM; das System hat %3.</translation>
    </message>
    <message>
        <source>%1: CPU offload uses %2 of the %3 host RAM.</source>
        <translation>%1: CPU-Offload nutzt %2 der %3 Host-RAM.</translation>
    </message>
    <message>
        <source>%1: tensor-parallel allreduce over PCIe costs %2 per decoded token.</source>
        <translation>%1: Tensor-paralleles All-Reduce über PCIe kostet %2 je dekodiertem Token.</translation>
    </message>
    <message>
        <source>%1: gradient/parameter exchange over PCIe costs %2 per step.</source>
        <translation>%1: Gradienten-/Parameteraustausch über PCIe kostet %2 je Schritt.</translation>
    </message>
    <message>
        <source>%1: tensor-parallel allreduce over the GPU fabric takes %2 per decoded token.</source>
        <translation>%1: Tensor-paralleles All-Reduce über das GPU-Fabric dauert %2 je dekodiertem Token.</translation>
    </message>
    <message>
        <source>%1: gradient/parameter exchange over the GPU fabric takes %2 per step.</source>
        <translation>%1: Gradienten-/Parameteraustausch über das GPU-Fabric dauert %2 je Schritt.</translation>
    </message>
    <message>
        <source>%1.</source>
        <comment>a finding&apos;s detail sentence</comment>
        <translation>%1.</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between a workload&apos;s notes</comment>
        <translation>; </translation>
    </message>
    <message>
        <source>%1: some figures are not confirmed by a primary source (the catalog&apos;s sourcing note, in English, says which).</source>
        <translation>%1: Einige Werte sind nicht durch eine Primärquelle belegt (welche, sagt die Quellennotiz des Katalogs, auf Englisch).</translation>
    </message>
    <message>
        <source>TP%1: weights split %1 ways; MLA latent KV replicated on every GPU</source>
        <translation>TP%1: Gewichte %1-fach aufgeteilt; latenter MLA-KV-Cache auf jeder GPU repliziert</translation>
    </message>
    <message numerus="yes">
        <source>TP%1: weights and KV heads split %1 ways; %n KV head(s) → %2 per GPU</source>
        <translation>
            <numerusform>TP%1: Gewichte und KV-Köpfe %1-fach aufgeteilt; %n KV-Kopf → %2 je GPU</numerusform>
            <numerusform>TP%1: Gewichte und KV-Köpfe %1-fach aufgeteilt; %n KV-Köpfe → %2 je GPU</numerusform>
        </translation>
    </message>
    <message>
        <source>(each replicated %1×)</source>
        <translation>(jeder %1× repliziert)</translation>
    </message>
    <message>
        <source>TP1: whole model on each GPU</source>
        <translation>TP1: ganzes Modell auf jeder GPU</translation>
    </message>
    <message>
        <source>PP%1: %2 of %3 layers per GPU</source>
        <translation>PP%1: %2 von %3 Schichten je GPU</translation>
    </message>
    <message>
        <source>DP%1 (DDP): every GPU holds a full replica of weights, gradients and optimizer states</source>
        <translation>DP%1 (DDP): Jede GPU hält eine vollständige Kopie von Gewichten, Gradienten und Optimiererzuständen</translation>
    </message>
    <message>
        <source>DP%1 (DDP): every GPU holds a full replica of the base model and the adapters&apos; training state</source>
        <translation>DP%1 (DDP): Jede GPU hält eine vollständige Kopie des Basismodells und des Trainingszustands der Adapter</translation>
    </message>
    <message>
        <source>optimizer states</source>
        <translation>Optimiererzustände</translation>
    </message>
    <message>
        <source>optimizer states and gradients</source>
        <translation>Optimiererzustände und Gradienten</translation>
    </message>
    <message>
        <source>weights, gradients and optimizer states</source>
        <translation>Gewichte, Gradienten und Optimiererzustände</translation>
    </message>
    <message>
        <source>ZeRO-%1 over DP%2: %3 split %2 ways</source>
        <translation>ZeRO-%1 über DP%2: %3 %2-fach aufgeteilt</translation>
    </message>
    <message>
        <source>optimizer states and gradients offloaded to host RAM (%1)</source>
        <translation>Optimiererzustände und Gradienten ins Host-RAM ausgelagert (%1)</translation>
    </message>
    <message>
        <source>parameters, gradients and optimizer states offloaded to host RAM (%1)</source>
        <translation>Parameter, Gradienten und Optimiererzustände ins Host-RAM ausgelagert (%1)</translation>
    </message>
    <message>
        <source>DP%1: %1 independent replicas, memory not pooled</source>
        <translation>DP%1: %1 unabhängige Replikate, Speicher nicht zusammengelegt</translation>
    </message>
    <message numerus="yes">
        <source>%1 over %n micro-batch(es): the first stage holds %2 in flight, bubble %3</source>
        <translation>
            <numerusform>%1 über %n Micro-Batch: Die erste Stufe hält %2 gleichzeitig, Leerlauf %3</numerusform>
            <numerusform>%1 über %n Micro-Batches: Die erste Stufe hält %2 gleichzeitig, Leerlauf %3</numerusform>
        </translation>
    </message>
    <message>
        <source>power cap %1: compute-bound work at %2 speed</source>
        <translation>Leistungsgrenze %1: rechengebundene Arbeit mit %2 Geschwindigkeit</translation>
    </message>
    <message>
        <source>embeddings, lm_head and norms kept in BF16</source>
        <translation>Embeddings, lm_head und Normen bleiben in BF16</translation>
    </message>
    <message>
        <source>%1 has no %2 tensor cores: computed in %3, weights stay %2</source>
        <translation>%1 hat keine %2-Tensorkerne: gerechnet wird in %3, die Gewichte bleiben %2</translation>
    </message>
    <message>
        <source>weights, gradients, optimizer states and overhead alone take %1 of the %2 per GPU</source>
        <translation>Gewichte, Gradienten, Optimiererzustände und Overhead allein belegen %1 der %2 je GPU</translation>
    </message>
    <message>
        <source>weights, activations and runtime alone take %1 of the %2 per GPU</source>
        <translation>Gewichte, Aktivierungen und Laufzeit allein belegen %1 der %2 je GPU</translation>
    </message>
    <message>
        <source>memory would allow %1 tokens, the model&apos;s limit is %2</source>
        <translation>der Speicher erlaubte %1 Tokens, die Grenze des Modells ist %2</translation>
    </message>
    <message>
        <source>host RAM %1 is short of the %2 offload needs (DeepSpeed&apos;s rule: the offloaded states, %3, ×%4)</source>
        <translation>Host-RAM %1 reicht nicht für die %2, die das Auslagern braucht (DeepSpeeds Regel: die ausgelagerten Zustände, %3, ×%4)</translation>
    </message>
    <message>
        <source>the build has no GPU</source>
        <translation>der Aufbau hat keine GPU</translation>
    </message>
    <message>
        <source>unknown model &apos;%1&apos;</source>
        <translation>unbekanntes Modell „%1“</translation>
    </message>
    <message>
        <source>the model&apos;s architecture is missing (layers, hidden size, heads)</source>
        <translation>die Architektur des Modells fehlt (Schichten, Hidden Size, Köpfe)</translation>
    </message>
    <message>
        <source>TP%1 × PP%2 needs %3 GPUs; the box has %4</source>
        <translation>TP%1 × PP%2 braucht %3 GPUs; das System hat %4</translation>
    </message>
    <message>
        <source>TP%1 does not divide the %2 attention heads</source>
        <translation>TP%1 teilt die %2 Attention-Köpfe nicht</translation>
    </message>
    <message>
        <source>TP%1 and the %2 KV heads do not divide one another</source>
        <translation>TP%1 und die %2 KV-Köpfe teilen einander nicht</translation>
    </message>
    <message>
        <source>PP%1 exceeds the %2 layers</source>
        <translation>PP%1 übersteigt die %2 Schichten</translation>
    </message>
    <message>
        <source>TP%1 × PP%2 × DP%3 needs more than the %4 GPUs</source>
        <translation>TP%1 × PP%2 × DP%3 braucht mehr als die %4 GPUs</translation>
    </message>
    <message>
        <source>full (parameter) offload needs ZeRO stage 3</source>
        <translation>vollständiges (Parameter-)Auslagern braucht ZeRO-Stufe 3</translation>
    </message>
    <message>
        <source>interleaving %1 virtual stages needs as many layers per pipeline stage; PP%2 leaves %3</source>
        <translation>%1 verschachtelte virtuelle Stufen brauchen ebenso viele Schichten je Pipeline-Stufe; PP%2 lässt %3</translation>
    </message>
    <message>
        <source>context %1 tokens exceeds the model&apos;s maximum of %2</source>
        <translation>Kontext von %1 Tokens übersteigt das Maximum des Modells von %2</translation>
    </message>
    <message>
        <source>%1: batch %2 does not fit the KV cache at %3 tokens of context: %4 sequences run at once and the rest queue; the throughput under load, %5, is that of the %4.</source>
        <translation>%1: Batch %2 passt bei %3 Tokens Kontext nicht in den KV-Cache: %4 Sequenzen laufen gleichzeitig, der Rest wartet; der Durchsatz unter Last, %5, ist der dieser %4.</translation>
    </message>
    <message>
        <source>%1 %2 matmuls at the measured %3 (%4, %5), not the datasheet peak</source>
        <translation>%1: %2-Matmuls mit den gemessenen %3 (%4, %5), nicht mit der Datenblatt-Spitze</translation>
    </message>
    <message>
        <source>%1 memory at the measured %2 (%3, %4), not the datasheet figure</source>
        <translation>%1: Speicher mit den gemessenen %2 (%3, %4), nicht mit dem Datenblattwert</translation>
    </message>
    <message>
        <source>no measured %1 matmul rate for %2 in the catalog: datasheet peak at the default ceiling (%3)</source>
        <translation>keine gemessene %1-Matmul-Rate für %2 im Katalog: Datenblatt-Spitze bei der Standard-Obergrenze (%3)</translation>
    </message>
    <message>
        <source>no measured memory bandwidth for %1 in the catalog: datasheet figure at the default ceiling (%2)</source>
        <translation>keine gemessene Speicherbandbreite für %1 im Katalog: Datenblattwert bei der Standard-Obergrenze (%2)</translation>
    </message>
    <message>
        <source>no measured rates for %1 in the catalog: datasheet peaks at the default ceilings (%2 matmuls %3, memory %4)</source>
        <translation>keine gemessenen Raten für %1 im Katalog: Datenblattwerte bei den Standard-Obergrenzen (%2-Matmuls %3, Speicher %4)</translation>
    </message>
    <message>
        <source>%1: logits take %2 per GPU</source>
        <translation>%1: Logits belegen %2 je GPU</translation>
    </message>
    <message>
        <source>EP%1: routed experts split %1 ways, %2 of %3 per GPU, exchanged by all-to-all</source>
        <translation>EP%1: geroutete Experten %1-fach aufgeteilt, %2 von %3 je GPU, Austausch per All-to-All</translation>
    </message>
    <message>
        <source>EP%1 does not divide the TP%2 × DP%3 GPUs its experts are spread over</source>
        <translation>EP%1 teilt die TP%2 × DP%3 GPUs nicht, über die seine Experten verteilt werden</translation>
    </message>
</context>
<context>
    <name>np::FindingsView</name>
    <message>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message numerus="yes">
        <source>%n weakness(es)</source>
        <translation>
            <numerusform>%n Schwäche</numerusform>
            <numerusform>%n Schwächen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n strength(s)</source>
        <translation>
            <numerusform>%n Stärke</numerusform>
            <numerusform>%n Stärken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>np::KeyFiguresWidget</name>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>GPU ↔ GPU</source>
        <translation>GPU ↔ GPU</translation>
    </message>
    <message>
        <source>CPU cores</source>
        <translation>CPU-Kerne</translation>
    </message>
    <message>
        <source>Host memory</source>
        <translation>Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Wall power, peak</source>
        <translation>Leistung an der Steckdose, Spitze</translation>
    </message>
    <message>
        <source>PSU capacity</source>
        <translation>Netzteilkapazität</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Cost of ownership</source>
        <translation>Betriebskosten</translation>
    </message>
    <message>
        <source>Workloads that fit</source>
        <translation>Passende Workloads</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe-Lanes</translation>
    </message>
    <message>
        <source>Local storage</source>
        <translation>Lokaler Massenspeicher</translation>
    </message>
    <message>
        <source>%1 × %2 GB</source>
        <translation>%1 × %2 GB</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source> (mixed)</source>
        <translation> (gemischt)</translation>
    </message>
    <message>
        <source>drop GPUs into the GPU slots</source>
        <translation>ziehen Sie GPUs in die GPU-Steckplätze</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>, per direction, worst pair</source>
        <translation>, je Richtung, schlechtestes Paar</translation>
    </message>
    <message>
        <source>%1 × %2, %3 per GPU</source>
        <translation>%1 × %2, %3 je GPU</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 DIMMs at %2 MT/s, %3× GPU memory%4</source>
        <translation>%1 DIMMs mit %2 MT/s, %3× GPU-Speicher%4</translation>
    </message>
    <message>
        <source>, unbalanced</source>
        <translation>, unausgewogen</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>typical %1 W · %2 A · %3 VA</source>
        <translation>typisch %1 W · %2 A · %3 VA</translation>
    </message>
    <message>
        <source>no PSU</source>
        <translation>kein Netzteil</translation>
    </message>
    <message>
        <source>%1 × %2 W, %3 %4</source>
        <translation>%1 × %2 W, %3 %4</translation>
    </message>
    <message>
        <source>met</source>
        <translation>erfüllt</translation>
    </message>
    <message>
        <source>NOT met</source>
        <translation>NICHT erfüllt</translation>
    </message>
    <message>
        <source>add PSUs to the PSU bays</source>
        <translation>setzen Sie Netzteile in die Netzteilschächte ein</translation>
    </message>
    <message>
        <source>%1 BTU/h</source>
        <translation>%1 BTU/h</translation>
    </message>
    <message>
        <source>%1 W vs %2 W fan-wall limit</source>
        <translation>%1 W bei %2 W Grenze der Lüfterwand</translation>
    </message>
    <message>
        <source>hardware %1</source>
        <translation>Hardware %1</translation>
    </message>
    <message>
        <source>hardware %1 without the unpriced parts; see the cost findings</source>
        <translation>Hardware %1 ohne die Komponenten ohne Preis; siehe Kostenbefunde</translation>
    </message>
    <message>
        <source>%1 years, energy %2 per year</source>
        <translation>%1 Jahre, Energie %2 pro Jahr</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Edit ▸ Add Workload… to add one</source>
        <translation>Bearbeiten ▸ Workload hinzufügen…, um eine hinzuzufügen</translation>
    </message>
    <message>
        <source>needed of available; %1 wired%2</source>
        <translation>benötigt von verfügbar; %1 verdrahtet%2</translation>
    </message>
    <message>
        <source>, switched</source>
        <translation>, über Switch</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 drives, %2 GB/s read</source>
        <translation>%1 Laufwerke, %2 GB/s Lesen</translation>
    </message>
</context>
<context>
    <name>np::KvCapacityChart</name>
    <message>
        <source>KV-cache capacity</source>
        <translation>KV-Cache-Kapazität</translation>
    </message>
    <message>
        <source>Concurrent sequences that fit, by context length</source>
        <translation>Gleichzeitig passende Sequenzen nach Kontextlänge</translation>
    </message>
    <message>
        <source>Context length per sequence (tokens, log scale)</source>
        <translation>Kontextlänge je Sequenz (Tokens, logarithmisch)</translation>
    </message>
    <message>
        <source>Concurrent sequences</source>
        <translation>Gleichzeitige Sequenzen</translation>
    </message>
    <message>
        <source>No inference workload in this build.
Add one to see how many sequences fit at each context length.</source>
        <translation>Diese Konfiguration hat keine Inferenz-Workload.
Fügen Sie eine hinzu, um zu sehen, wie viele Sequenzen bei jeder Kontextlänge passen.</translation>
    </message>
    <message>
        <source> (current setting)</source>
        <translation> (aktuelle Einstellung)</translation>
    </message>
    <message>
        <source>%1 × %2 (%3)</source>
        <translation>%1 × %2 (%3)</translation>
    </message>
</context>
<context>
    <name>np::MainWindow</name>
    <message>
        <source>Catalog: %1 · prices as of %2</source>
        <translation>Katalog: %1 · Preise Stand %2</translation>
    </message>
    <message>
        <source>Drag parts from the catalog onto the chassis slots.</source>
        <translation>Ziehen Sie Komponenten aus dem Katalog auf die Steckplätze des Gehäuses.</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;New from Chassis…</source>
        <translation>&amp;Neu aus Gehäuse…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>Open E&amp;xample</source>
        <translation>&amp;Beispiel öffnen</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <source>Build &amp;Properties…</source>
        <translation>Konfigurations&amp;eigenschaften…</translation>
    </message>
    <message>
        <source>&amp;Compare Builds…</source>
        <translation>Konfigurationen &amp;vergleichen…</translation>
    </message>
    <message>
        <source>&amp;Export</source>
        <translation>&amp;Exportieren</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <source>&amp;Remove Part</source>
        <translation>Komponente &amp;entfernen</translation>
    </message>
    <message>
        <source>&amp;Fill All Slots of This Kind</source>
        <translation>Alle Steckplätze dieser Art &amp;bestücken</translation>
    </message>
    <message>
        <source>Ctrl+Shift+F</source>
        <translation>Ctrl+Shift+F</translation>
    </message>
    <message>
        <source>Find in &amp;Catalog</source>
        <translation>Im &amp;Katalog suchen</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;PCIe Topology Overlay</source>
        <translation>&amp;PCIe-Topologie einblenden</translation>
    </message>
    <message>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <source>Po&amp;wer Overlay</source>
        <translation>&amp;Leistung einblenden</translation>
    </message>
    <message>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <source>&amp;Airflow and Heat Overlay</source>
        <translation>Luftstrom und &amp;Wärme einblenden</translation>
    </message>
    <message>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <source>&amp;Fit Chassis</source>
        <translation>Gehäuse ein&amp;passen</translation>
    </message>
    <message>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>Ver&amp;größern</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>&amp;Reset Layout</source>
        <translation>Anordnung &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Werkzeuge</translation>
    </message>
    <message>
        <source>&amp;Optimize…</source>
        <translation>&amp;Optimieren…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;About NodePlan</source>
        <translation>&amp;Über NodePlan</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <source>PCIe</source>
        <translation>PCIe</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>Build Options</source>
        <translation>Konfigurationsoptionen</translation>
    </message>
    <message>
        <source>200–240 V feed</source>
        <translation>200–240 V Einspeisung</translation>
    </message>
    <message>
        <source>100–127 V feed</source>
        <translation>100–127 V Einspeisung</translation>
    </message>
    <message>
        <source>Input voltage: PSU output depends on it</source>
        <translation>Eingangsspannung: Die Netzteilleistung hängt davon ab</translation>
    </message>
    <message>
        <source>Input voltage</source>
        <translation>Eingangsspannung</translation>
    </message>
    <message>
        <source>PSUs %1</source>
        <translation>Netzteile %1</translation>
    </message>
    <message>
        <source>PSUs, %1</source>
        <translation>Netzteile, %1</translation>
    </message>
    <message>
        <source>PSU redundancy mode the power check applies</source>
        <translation>Netzteil-Redundanzmodus, den die Leistungsprüfung anwendet</translation>
    </message>
    <message>
        <source>PSU redundancy</source>
        <translation>Netzteilredundanz</translation>
    </message>
    <message>
        <source> V</source>
        <translation> V</translation>
    </message>
    <message>
        <source>Feed voltage: the input class follows it</source>
        <translation>Einspeisespannung: Die Eingangsklasse richtet sich danach</translation>
    </message>
    <message>
        <source>Feed voltage</source>
        <translation>Einspeisespannung</translation>
    </message>
    <message>
        <source>Catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>Assessment</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Workload Charts</source>
        <translation>Workload-Diagramme</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Procurement</source>
        <translation>Beschaffung</translation>
    </message>
    <message>
        <source>&amp;Build Sheet (PDF)…</source>
        <translation>&amp;Konfigurationsblatt (PDF)…</translation>
    </message>
    <message>
        <source>Wrote %1</source>
        <translation>%1 geschrieben</translation>
    </message>
    <message>
        <source>Import Price List</source>
        <translation>Preisliste importieren</translation>
    </message>
    <message>
        <source>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</source>
        <translation>&lt;p&gt;%1&lt;/p&gt;&lt;p&gt;%2&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Imported %1 price(s) from %2</source>
        <translation>%1 Preis(e) aus %2 importiert</translation>
    </message>
    <message>
        <source>&amp;Import Model from config.json…</source>
        <translation>Modell aus config.json &amp;importieren…</translation>
    </message>
    <message>
        <source>Import Model from config.json</source>
        <translation>Modell aus config.json importieren</translation>
    </message>
    <message>
        <source>Model configs (*.json);;All files (*)</source>
        <translation>Modellkonfigurationen (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Imported model %1 and added a workload with it</source>
        <translation>Modell %1 importiert und eine Workload damit hinzugefügt</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Angebote</translation>
    </message>
    <message>
        <source>Opened the build of %1</source>
        <translation>Konfiguration von %1 geöffnet</translation>
    </message>
    <message>
        <source>&amp;Import Price List…</source>
        <translation>Preisliste &amp;importieren…</translation>
    </message>
    <message>
        <source>Price lists (*.csv *.json);;All files (*)</source>
        <translation>Preislisten (*.csv *.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Panels and toolbars are back where they start.</source>
        <translation>Bereiche und Werkzeugleisten sind wieder an ihrer Ausgangsposition.</translation>
    </message>
    <message>
        <source>About NodePlan</source>
        <translation>Über NodePlan</translation>
    </message>
    <message>
        <source>&lt;h3&gt;NodePlan %1&lt;/h3&gt;&lt;p&gt;Plans 4U 8-GPU servers for AI work: what fits, how fast it runs, what it draws and costs, and what is wrong with it.&lt;/p&gt;&lt;p&gt;Catalog: &lt;tt&gt;%2&lt;/tt&gt;&lt;br&gt;Prices as of %3&lt;/p&gt;&lt;p&gt;Built with Qt %4.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;NodePlan %1&lt;/h3&gt;&lt;p&gt;Plant 4U-Server mit 8 GPUs für KI-Anwendungen: was passt, wie schnell es läuft, was es verbraucht und kostet und was daran nicht stimmt.&lt;/p&gt;&lt;p&gt;Katalog: &lt;tt&gt;%2&lt;/tt&gt;&lt;br&gt;Preise Stand %3&lt;/p&gt;&lt;p&gt;Erstellt mit Qt %4.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Include &amp;Internal Appendix in Build Sheet</source>
        <translation>&amp;Internen Anhang ins Konfigurationsblatt aufnehmen</translation>
    </message>
    <message>
        <source>&amp;Maximise Current Panel</source>
        <translation>Aktuellen Bereich &amp;maximieren</translation>
    </message>
    <message>
        <source>Ctrl+Shift+M</source>
        <translation>Ctrl+Shift+M</translation>
    </message>
    <message>
        <source>Give the panel with the keyboard focus the whole window, or put the panels back (Ctrl+Shift+M)</source>
        <translation>Dem Bereich mit dem Tastaturfokus das ganze Fenster geben oder die Bereiche zurückholen (Strg+Umschalt+M)</translation>
    </message>
    <message>
        <source>Maximise Pa&amp;nel</source>
        <translation>Bereich ma&amp;ximieren</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Panel maximised: Ctrl+Shift+M puts the panels back.</source>
        <translation>Bereich maximiert: Strg+Umschalt+M holt die Bereiche zurück.</translation>
    </message>
    <message>
        <source>Panels restored.</source>
        <translation>Bereiche wiederhergestellt.</translation>
    </message>
    <message>
        <source>Re-read the team catalog: it may have changed while this window was not connected</source>
        <translation>Team-Katalog neu gelesen: Er kann sich geändert haben, während dieses Fenster nicht verbunden war</translation>
    </message>
    <message numerus="yes">
        <source>New prices on the team catalog for %n part(s) (%1); the build and the quotes use them now</source>
        <translation>
            <numerusform>Neuer Preis im Team-Katalog für %n Komponente (%1); Konfiguration und Angebote verwenden ihn jetzt</numerusform>
            <numerusform>Neue Preise im Team-Katalog für %n Komponenten (%1); Konfiguration und Angebote verwenden sie jetzt</numerusform>
        </translation>
    </message>
    <message>
        <source>Team catalog connection</source>
        <translation>Verbindung zum Team-Katalog</translation>
    </message>
    <message>
        <source>Team catalog unreachable — reconnecting</source>
        <translation>Team-Katalog nicht erreichbar – Verbindung wird wiederhergestellt</translation>
    </message>
    <message>
        <source>Team catalog reachable again</source>
        <translation>Team-Katalog wieder erreichbar</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>Ve&amp;rlauf…</translation>
    </message>
    <message>
        <source>Who changed this part and its prices, and when (team catalog)</source>
        <translation>Wer diese Komponente und ihre Preise wann geändert hat (Team-Katalog)</translation>
    </message>
    <message>
        <source>part %1</source>
        <translation>Komponente %1</translation>
    </message>
    <message>
        <source>Connect to &amp;Team Catalog…</source>
        <translation>Mit &amp;Team-Katalog verbinden…</translation>
    </message>
    <message>
        <source>Use a team catalog on a PostgreSQL server, or go back to the local one</source>
        <translation>Einen Team-Katalog auf einem PostgreSQL-Server verwenden oder zum lokalen zurückkehren</translation>
    </message>
</context>
<context>
    <name>np::ModelFitChart</name>
    <message>
        <source>Model fit per GPU</source>
        <translation>Modellpassung je GPU</translation>
    </message>
    <message>
        <source>not evaluated: %1</source>
        <translation>nicht bewertet: %1</translation>
    </message>
    <message>
        <source>fits, %1 spare</source>
        <translation>passt, %1 frei</translation>
    </message>
    <message>
        <source>does not fit, %1 over</source>
        <translation>passt nicht, %1 zu viel</translation>
    </message>
    <message>
        <source>does not fit: see findings</source>
        <translation>passt nicht: siehe Befunde</translation>
    </message>
    <message>
        <source>Memory per GPU by workload</source>
        <translation>Speicher je GPU nach Workload</translation>
    </message>
    <message>
        <source>Memory per GPU (GiB)</source>
        <translation>Speicher je GPU (GiB)</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>Activations</source>
        <translation>Aktivierungen</translation>
    </message>
    <message>
        <source>Gradients</source>
        <translation>Gradienten</translation>
    </message>
    <message>
        <source>Optimizer states</source>
        <translation>Optimizer-Zustände</translation>
    </message>
    <message>
        <source>Runtime overhead</source>
        <translation>Laufzeit-Overhead</translation>
    </message>
    <message>
        <source>Usable memory per GPU</source>
        <translation>Nutzbarer Speicher je GPU</translation>
    </message>
</context>
<context>
    <name>np::ModelPickerDialog</name>
    <message>
        <source>Add Workload</source>
        <translation>Workload hinzufügen</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation>%1 Mrd.</translation>
    </message>
    <message>
        <source>Search models by name, size or family</source>
        <translation>Modelle nach Name, Größe oder Familie suchen</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>Modelle suchen</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelle</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add workload with the selected model</source>
        <translation>Workload mit dem ausgewählten Modell hinzufügen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
</context>
<context>
    <name>np::MoneyText</name>
    <message numerus="yes">
        <source>incomplete: %n line(s) without price</source>
        <translation>
            <numerusform>unvollständig: %n Position ohne Preis</numerusform>
            <numerusform>unvollständig: %n Positionen ohne Preis</numerusform>
        </translation>
    </message>
    <message>
        <source>price on request</source>
        <translation>Preis auf Anfrage</translation>
    </message>
    <message>
        <source>price on request (%1)</source>
        <translation>Preis auf Anfrage (%1)</translation>
    </message>
    <message>
        <source>%1 EUR per USD</source>
        <translation>%1 EUR je USD</translation>
    </message>
    <message>
        <source>%1 (ECB %2)</source>
        <translation>%1 (EZB %2)</translation>
    </message>
    <message>
        <source>%1 (set in the build)</source>
        <translation>%1 (in der Konfiguration festgelegt)</translation>
    </message>
    <message>
        <source>%1 (no rate to %2)</source>
        <translation>%1 (kein Kurs nach %2)</translation>
    </message>
    <message>
        <source>%1 → %2 at %3</source>
        <translation>%1 → %2 zu %3</translation>
    </message>
    <message>
        <source>support, term on request: %1</source>
        <translation>Support, Laufzeit auf Anfrage: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n-year support: %1</source>
        <translation>
            <numerusform>Support über %n Jahr: %1</numerusform>
            <numerusform>Support über %n Jahre: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>included in the system price</source>
        <translation>im Systempreis enthalten</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <source>%1 weeks</source>
        <translation>%1 Wochen</translation>
    </message>
    <message>
        <source>%1 (stated %2)</source>
        <translation>%1 (Stand %2)</translation>
    </message>
</context>
<context>
    <name>np::OptimizeDialog</name>
    <message>
        <source>Optimize</source>
        <translation>Optimieren</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Weights and KV cache</source>
        <translation>Gewichte und KV-Cache</translation>
    </message>
    <message>
        <source>Concurrent sessions</source>
        <translation>Gleichzeitige Sitzungen</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Context per session</source>
        <translation>Kontext je Sitzung</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> Tokens/s</translation>
    </message>
    <message>
        <source>Minimum decode speed per session</source>
        <translation>Mindest-Decode-Geschwindigkeit je Sitzung</translation>
    </message>
    <message>
        <source> EUR</source>
        <translation> EUR</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>keine Grenze</translation>
    </message>
    <message>
        <source>Budget</source>
        <translation>Budget</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>Maximum power at the wall</source>
        <translation>Maximale Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>PSU redundancy</source>
        <translation>Netzteilredundanz</translation>
    </message>
    <message>
        <source>Count chassis, drives, NICs and PSUs without a price at 0 EUR</source>
        <translation>Gehäuse, Laufwerke, Netzwerkkarten und Netzteile ohne Preis mit 0 EUR ansetzen</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>&amp;Cancel Search</source>
        <translation>Suche &amp;abbrechen</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Wall power</source>
        <translation>Leistung an der Steckdose</translation>
    </message>
    <message>
        <source>Chassis</source>
        <translation>Gehäuse</translation>
    </message>
    <message>
        <source>Parts</source>
        <translation>Komponenten</translation>
    </message>
    <message>
        <source>Binding limit</source>
        <translation>Bindende Grenze</translation>
    </message>
    <message>
        <source>Next cheaper variant</source>
        <translation>Nächstgünstigere Variante</translation>
    </message>
    <message>
        <source>Verified</source>
        <translation>Geprüft</translation>
    </message>
    <message>
        <source>Cheapest builds found</source>
        <translation>Günstigste gefundene Konfigurationen</translation>
    </message>
    <message>
        <source>Price against throughput of the builds found</source>
        <translation>Preis gegenüber Durchsatz der gefundenen Konfigurationen</translation>
    </message>
    <message>
        <source>Price (EUR)</source>
        <translation>Preis (EUR)</translation>
    </message>
    <message>
        <source>Throughput (tokens/s)</source>
        <translation>Durchsatz (Tokens/s)</translation>
    </message>
    <message>
        <source>%1 for %2 sessions</source>
        <translation>%1 für %2 Sitzungen</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>Search cancelled.</source>
        <translation>Suche abgebrochen.</translation>
    </message>
    <message>
        <source>%1 candidate builds: %2 evaluated, %3 in pruned subtrees, %4 s. Front: %5 builds (plot colour: wall power, blue lowest to red highest; double-click opens a build).</source>
        <translation>%1 mögliche Konfigurationen: %2 bewertet, %3 in verworfenen Teilbäumen, %4 s. Front: %5 Konfigurationen (Farbe im Diagramm: Leistung an der Steckdose, blau am niedrigsten bis rot am höchsten; Doppelklick öffnet eine Konfiguration).</translation>
    </message>
    <message>
        <source> No build meets the spec.</source>
        <translation> Keine Konfiguration erfüllt die Anforderungen.</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>Minimum GPUs</source>
        <translation>Mindestzahl GPUs</translation>
    </message>
    <message>
        <source> TB</source>
        <translation> TB</translation>
    </message>
    <message>
        <source>no drive needed</source>
        <translation>kein Laufwerk nötig</translation>
    </message>
    <message>
        <source>Minimum local NVMe storage</source>
        <translation>Mindestgröße des lokalen NVMe-Speichers</translation>
    </message>
    <message>
        <source> Gb/s</source>
        <translation> Gb/s</translation>
    </message>
    <message>
        <source>no NIC needed</source>
        <translation>keine Netzwerkkarte nötig</translation>
    </message>
    <message>
        <source>Minimum network bandwidth</source>
        <translation>Mindest-Netzwerkbandbreite</translation>
    </message>
    <message>
        <source>At least one RDMA-capable NIC</source>
        <translation>Mindestens eine RDMA-fähige Netzwerkkarte</translation>
    </message>
    <message>
        <source>SKUs, separated by spaces or commas</source>
        <translation>SKUs, getrennt durch Leerzeichen oder Kommas</translation>
    </message>
    <message>
        <source>Required parts</source>
        <translation>Erforderliche Teile</translation>
    </message>
    <message>
        <source>Left out of the search, and why</source>
        <translation>Von der Suche ausgelassen, und warum</translation>
    </message>
    <message>
        <source>Chassis and parts the search left out, and why</source>
        <translation>Gehäuse und Teile, die die Suche ausgelassen hat, und warum</translation>
    </message>
    <message>
        <source>Not in the catalog: %1. Correct the required parts and search again.</source>
        <translation>Nicht im Katalog: %1. Korrigieren Sie die erforderlichen Teile und suchen Sie erneut.</translation>
    </message>
</context>
<context>
    <name>np::PartTableModel</name>
    <message>
        <source>No price in the catalog. Right-click ▸ Set Price… to enter one.</source>
        <translation>Kein Preis im Katalog. Rechtsklick ▸ Preis festlegen…, um einen einzugeben.</translation>
    </message>
    <message>
        <source>No price in the catalog: %1. Right-click ▸ Set Price… to enter one.</source>
        <translation>Kein Preis im Katalog: %1. Rechtsklick ▸ Preis festlegen…, um einen einzugeben.</translation>
    </message>
    <message>
        <source>%1 price dated %2, from %3</source>
        <translation>%1 vom %2, aus %3</translation>
    </message>
    <message>
        <source>catalog</source>
        <translation>Katalog</translation>
    </message>
    <message>
        <source>on request</source>
        <translation>auf Anfrage</translation>
    </message>
    <message>
        <source>verified</source>
        <translation>verifiziert</translation>
    </message>
    <message>
        <source>unverified</source>
        <translation>nicht verifiziert</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Key specs</source>
        <translation>Wichtigste Daten</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
</context>
<context>
    <name>np::PartText</name>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>TFLOPS BF16</source>
        <translation>TFLOPS BF16</translation>
    </message>
    <message>
        <source>%1 cores</source>
        <translation>%1 Kerne</translation>
    </message>
    <message>
        <source>%1 GHz boost</source>
        <translation>%1 GHz Boost</translation>
    </message>
    <message>
        <source>%1 channels</source>
        <translation>%1 Kanäle</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>%1 MT/s</source>
        <translation>%1 MT/s</translation>
    </message>
    <message>
        <source>%1R</source>
        <translation>%1R</translation>
    </message>
    <message>
        <source>%1 TB</source>
        <translation>%1 TB</translation>
    </message>
    <message>
        <source>%1 GB/s read</source>
        <translation>%1 GB/s Lesen</translation>
    </message>
    <message>
        <source>%1 × %2 Gb/s</source>
        <translation>%1 × %2 Gb/s</translation>
    </message>
    <message>
        <source>InfiniBand</source>
        <translation>InfiniBand</translation>
    </message>
    <message>
        <source>RoCE</source>
        <translation>RoCE</translation>
    </message>
    <message>
        <source>W at 200–240 V</source>
        <translation>W bei 200–240 V</translation>
    </message>
    <message>
        <source>W at 100–127 V</source>
        <translation>W bei 100–127 V</translation>
    </message>
    <message>
        <source>no low line</source>
        <translation>nicht an 100–127 V</translation>
    </message>
    <message>
        <source>%1U</source>
        <translation>%1 HE</translation>
    </message>
    <message>
        <source>%1 GPU slots</source>
        <translation>%1 GPU-Steckplätze</translation>
    </message>
    <message>
        <source>price on request</source>
        <translation>Preis auf Anfrage</translation>
    </message>
    <message>
        <source>price on request (%1)</source>
        <translation>Preis auf Anfrage (%1)</translation>
    </message>
    <message>
        <source>SKU</source>
        <translation>Artikelnummer</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Architecture</source>
        <translation>Architektur</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Usable memory</source>
        <translation>Nutzbarer Speicher</translation>
    </message>
    <message>
        <source>MiB</source>
        <translation>MiB</translation>
    </message>
    <message>
        <source>Memory bandwidth</source>
        <translation>Speicherbandbreite</translation>
    </message>
    <message>
        <source>FP32</source>
        <translation>FP32</translation>
    </message>
    <message>
        <source>TFLOPS</source>
        <translation>TFLOPS</translation>
    </message>
    <message>
        <source>BF16 dense</source>
        <translation>BF16 dicht</translation>
    </message>
    <message>
        <source>FP8 dense</source>
        <translation>FP8 dicht</translation>
    </message>
    <message>
        <source>FP4 dense</source>
        <translation>FP4 dicht</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>W</source>
        <translation>W</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>Baseboard site</source>
        <translation>Baseboard-Position</translation>
    </message>
    <message>
        <source>Slot width</source>
        <translation>Steckplatzbreite</translation>
    </message>
    <message>
        <source>%1 slots</source>
        <translation>%1 Steckplätze</translation>
    </message>
    <message>
        <source>Host link</source>
        <translation>Host-Anbindung</translation>
    </message>
    <message>
        <source>PCIe %1.0 x%2</source>
        <translation>PCIe %1.0 x%2</translation>
    </message>
    <message>
        <source>GPU link</source>
        <translation>GPU-Anbindung</translation>
    </message>
    <message>
        <source>GB/s per direction</source>
        <translation>GB/s je Richtung</translation>
    </message>
    <message>
        <source>Family</source>
        <translation>Familie</translation>
    </message>
    <message>
        <source>Socket</source>
        <translation>Sockel</translation>
    </message>
    <message>
        <source>Cores</source>
        <translation>Kerne</translation>
    </message>
    <message>
        <source>Clock</source>
        <translation>Takt</translation>
    </message>
    <message>
        <source>%1 GHz base, %2 GHz boost</source>
        <translation>%1 GHz Basis, %2 GHz Boost</translation>
    </message>
    <message>
        <source>L3 cache</source>
        <translation>L3-Cache</translation>
    </message>
    <message>
        <source>MB</source>
        <translation>MB</translation>
    </message>
    <message>
        <source>%1 channels, DDR5-%2 (1DPC)</source>
        <translation>%1 Kanäle, DDR5-%2 (1DPC)</translation>
    </message>
    <message>
        <source>At 2 DIMMs/channel</source>
        <translation>Bei 2 DIMMs/Kanal</translation>
    </message>
    <message>
        <source>DDR5-%1</source>
        <translation>DDR5-%1</translation>
    </message>
    <message>
        <source>PCIe lanes</source>
        <translation>PCIe-Lanes</translation>
    </message>
    <message>
        <source>%1 (1P), %2 per socket (2P)</source>
        <translation>%1 (1P), %2 je Sockel (2P)</translation>
    </message>
    <message>
        <source>AVX-512</source>
        <translation>AVX-512</translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Typ</translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation>Kapazität</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Geschwindigkeit</translation>
    </message>
    <message>
        <source>Ranks</source>
        <translation>Ranks</translation>
    </message>
    <message>
        <source>ECC</source>
        <translation>ECC</translation>
    </message>
    <message>
        <source>Power (planning)</source>
        <translation>Leistung (Planung)</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Schnittstelle</translation>
    </message>
    <message>
        <source>%1, PCIe %2.0 x%3</source>
        <translation>%1, PCIe %2.0 x%3</translation>
    </message>
    <message>
        <source>Sequential read</source>
        <translation>Sequenzielles Lesen</translation>
    </message>
    <message>
        <source>Sequential write</source>
        <translation>Sequenzielles Schreiben</translation>
    </message>
    <message>
        <source>Random read</source>
        <translation>Zufälliges Lesen</translation>
    </message>
    <message>
        <source>kIOPS</source>
        <translation>kIOPS</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Ports</source>
        <translation>Ports</translation>
    </message>
    <message>
        <source>RDMA</source>
        <translation>RDMA</translation>
    </message>
    <message>
        <source>RoCE v2</source>
        <translation>RoCE v2</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Output at 200–240 V</source>
        <translation>Ausgangsleistung bei 200–240 V</translation>
    </message>
    <message>
        <source>Output at 100–127 V</source>
        <translation>Ausgangsleistung bei 100–127 V</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>nicht spezifiziert</translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation>Wirkungsgrad</translation>
    </message>
    <message>
        <source>Efficiency at 10/20/50/100 %</source>
        <translation>Wirkungsgrad bei 10/20/50/100 %</translation>
    </message>
    <message>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <source>CPU socket</source>
        <translation>CPU-Sockel</translation>
    </message>
    <message>
        <source>Slots</source>
        <translation>Steckplätze</translation>
    </message>
    <message>
        <source>%1 GPU, %2 DIMM, %3 drive bays, %4 NIC, %5 PSU</source>
        <translation>%1 GPU, %2 DIMM, %3 Laufwerksschächte, %4 Netzwerkkarte, %5 Netzteil</translation>
    </message>
    <message>
        <source>Airflow limit</source>
        <translation>Luftstromgrenze</translation>
    </message>
    <message>
        <source>Max inlet</source>
        <translation>Max. Zulufttemperatur</translation>
    </message>
    <message>
        <source>°C</source>
        <translation>°C</translation>
    </message>
    <message>
        <source>Fans at full speed</source>
        <translation>Lüfter bei voller Drehzahl</translation>
    </message>
</context>
<context>
    <name>np::PowerChart</name>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Power at typical and peak load against PSU capacity</source>
        <translation>Leistung bei typischer Last und Spitzenlast gegenüber der Netzteilkapazität</translation>
    </message>
    <message>
        <source>Typical
(%1 at the wall)</source>
        <translation>Typisch
(%1 an der Steckdose)</translation>
    </message>
    <message>
        <source>Peak
(%1 at the wall)</source>
        <translation>Spitze
(%1 an der Steckdose)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>no PSU</source>
        <translation>kein Netzteil</translation>
    </message>
    <message>
        <source>PSU total (%1)</source>
        <translation>Netzteile gesamt (%1)</translation>
    </message>
    <message>
        <source>usable (%1)</source>
        <translation>nutzbar (%1)</translation>
    </message>
    <message>
        <source>after one PSU fails</source>
        <translation>nach Ausfall eines Netzteils</translation>
    </message>
    <message>
        <source>airflow limit</source>
        <translation>Luftstromgrenze</translation>
    </message>
    <message>
        <source>transient peak</source>
        <translation>kurzzeitige Spitze</translation>
    </message>
    <message>
        <source>PSU total</source>
        <translation>Netzteile gesamt</translation>
    </message>
    <message>
        <source>PSU usable</source>
        <translation>Nutzbare Netzteilleistung</translation>
    </message>
    <message>
        <source>After one PSU fails</source>
        <translation>Nach Ausfall eines Netzteils</translation>
    </message>
    <message>
        <source>Transient peak</source>
        <translation>Kurzzeitige Spitze</translation>
    </message>
    <message>
        <source>Chassis airflow limit</source>
        <translation>Luftstromgrenze des Gehäuses</translation>
    </message>
</context>
<context>
    <name>np::PowerPanel</name>
    <message>
        <source>Power figures</source>
        <translation>Leistungskennzahlen</translation>
    </message>
    <message>
        <source>Load (DC)</source>
        <translation>Last (DC)</translation>
    </message>
    <message>
        <source>Idle</source>
        <translation>Leerlauf</translation>
    </message>
    <message>
        <source>Typical</source>
        <translation>Typisch</translation>
    </message>
    <message>
        <source>Peak (all parts at TDP)</source>
        <translation>Spitze (alle Komponenten bei TDP)</translation>
    </message>
    <message>
        <source>Transient peak (GPU excursions)</source>
        <translation>Kurzzeitige Spitze (GPU-Lastspitzen)</translation>
    </message>
    <message>
        <source>At the wall</source>
        <translation>An der Steckdose</translation>
    </message>
    <message>
        <source>Input</source>
        <translation>Eingang</translation>
    </message>
    <message>
        <source>Peak</source>
        <translation>Spitze</translation>
    </message>
    <message>
        <source>Apparent power at peak</source>
        <translation>Scheinleistung bei Spitzenlast</translation>
    </message>
    <message>
        <source>Input current at peak</source>
        <translation>Eingangsstrom bei Spitzenlast</translation>
    </message>
    <message>
        <source>PSU efficiency at peak</source>
        <translation>Netzteilwirkungsgrad bei Spitzenlast</translation>
    </message>
    <message>
        <source>Power supplies</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>PSUs</source>
        <translation>Netzteile</translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <source>Total capacity</source>
        <translation>Gesamtkapazität</translation>
    </message>
    <message>
        <source>Usable under %1</source>
        <translation>Nutzbar unter %1</translation>
    </message>
    <message>
        <source>After one PSU fails</source>
        <translation>Nach Ausfall eines Netzteils</translation>
    </message>
    <message>
        <source>Redundancy met</source>
        <translation>Redundanz erfüllt</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>Transient peak / usable</source>
        <translation>Kurzzeitige Spitze / nutzbar</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>Heat</source>
        <translation>Wärme</translation>
    </message>
    <message>
        <source>Heat released</source>
        <translation>Abgegebene Wärme</translation>
    </message>
    <message>
        <source>Chassis airflow limit</source>
        <translation>Luftstromgrenze des Gehäuses</translation>
    </message>
    <message>
        <source>not rated</source>
        <translation>nicht spezifiziert</translation>
    </message>
</context>
<context>
    <name>np::PriceEntryMenu</name>
    <message>
        <source>Set &amp;Price…</source>
        <translation>&amp;Preis festlegen…</translation>
    </message>
    <message>
        <source>Enter a price for this part (stored in the catalog with today&apos;s date)</source>
        <translation>Einen Preis für diese Komponente eingeben (mit heutigem Datum im Katalog gespeichert)</translation>
    </message>
    <message>
        <source>Set Price</source>
        <translation>Preis festlegen</translation>
    </message>
    <message>
        <source>Stored a price for %1: %2</source>
        <translation>Preis für %1 gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>np::PriceUpdateDialog</name>
    <message>
        <source>Price List Imported</source>
        <translation>Preisliste importiert</translation>
    </message>
    <message>
        <source>Price changes</source>
        <translation>Preisänderungen</translation>
    </message>
    <message>
        <source>Quotes now using out-of-date prices</source>
        <translation>Angebote mit jetzt veralteten Preisen</translation>
    </message>
    <message>
        <source>Build</source>
        <translation>Konfiguration</translation>
    </message>
    <message>
        <source>Parts with a new price</source>
        <translation>Komponenten mit neuem Preis</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>Recent builds with changed part prices</source>
        <translation>Zuletzt geöffnete Konfigurationen mit geänderten Komponentenpreisen</translation>
    </message>
    <message>
        <source>Imported %1 part(s) and %2 price(s).</source>
        <translation>%1 Komponente(n) und %2 Preis(e) importiert.</translation>
    </message>
    <message>
        <source>Price changes (%1):</source>
        <translation>Preisänderungen (%1):</translation>
    </message>
    <message>
        <source>Quotes now using out-of-date prices (%1) — edit a quote and refresh its prices to re-price it:</source>
        <translation>Angebote mit jetzt veralteten Preisen (%1) — bearbeiten Sie ein Angebot und aktualisieren Sie seine Preise, um es neu zu kalkulieren:</translation>
    </message>
    <message>
        <source>Recent builds with changed part prices (%1) — open one to see its new totals, save it to keep them:</source>
        <translation>Zuletzt geöffnete Konfigurationen mit geänderten Komponentenpreisen (%1) — öffnen Sie eine, um die neuen Summen zu sehen, und speichern Sie sie, um sie zu behalten:</translation>
    </message>
</context>
<context>
    <name>np::ProcurementChart</name>
    <message>
        <source>GPU value</source>
        <translation>GPU-Preis-Leistung</translation>
    </message>
    <message>
        <source>Memory bandwidth per GPU (GB/s)</source>
        <translation>Speicherbandbreite je GPU (GB/s)</translation>
    </message>
    <message>
        <source>%1 (€/GB)</source>
        <translation>%1 (€/GB)</translation>
    </message>
    <message>
        <source>%1
%2/GB · %3 · %4</source>
        <translation>%1
%2/GB · %3 · %4</translation>
    </message>
    <message>
        <source>★ %1</source>
        <translation>★ %1</translation>
    </message>
    <message>
        <source>%1 against memory bandwidth
bubble area: TDP · ★ and dashed line: %2</source>
        <translation>%1 gegenüber Speicherbandbreite
Blasenfläche: TDP · ★ und gestrichelte Linie: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n unpriced not shown</source>
        <translation>
            <numerusform>%n ohne Preis nicht gezeigt</numerusform>
            <numerusform>%n ohne Preis nicht gezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hidden by the filters</source>
        <translation>
            <numerusform>%n durch die Filter ausgeblendet</numerusform>
            <numerusform>%n durch die Filter ausgeblendet</numerusform>
        </translation>
    </message>
    <message>
        <source>No priced GPU to show</source>
        <translation>Keine GPU mit Preis vorhanden</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Pareto-Front</translation>
    </message>
</context>
<context>
    <name>np::ProcurementTable</name>
    <message>
        <source>none (pass --workload MODEL:MODE:PRECISION for € per token/s)</source>
        <translation>keine (--workload MODELL:MODUS:GENAUIGKEIT angeben für € je Token/s)</translation>
    </message>
    <message>
        <source>€ per token/s: %1 cards of each GPU (their own NVLink switch or Infinity Fabric, NVLink bridges within a bridged group, else PCIe through the host); the fastest TP of 1, 2, 4, 8 that fits, the other GPUs as data-parallel replicas, inference at the most sequences memory holds (at most %2); the %1 cards&apos; price divided by the tokens/s</source>
        <translation>€ je Token/s: %1 Karten jeder GPU (ihr eigener NVLink-Switch oder Infinity Fabric, NVLink-Brücken innerhalb einer verbrückten Gruppe, sonst PCIe über den Host); der schnellste passende TP-Grad aus 1, 2, 4, 8, die übrigen GPUs als datenparallele Replikate, Inferenz mit so vielen Sequenzen, wie der Speicher fasst (höchstens %2); der Preis der %1 Karten geteilt durch die Tokens/s</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>card €/GB</source>
        <translation>Karte €/GB</translation>
    </message>
    <message>
        <source>€/BF16</source>
        <translation>€/BF16</translation>
    </message>
    <message>
        <source>€/FP8</source>
        <translation>€/FP8</translation>
    </message>
    <message>
        <source>€/FP4</source>
        <translation>€/FP4</translation>
    </message>
    <message>
        <source>W/GB</source>
        <translation>W/GB</translation>
    </message>
    <message>
        <source>€ per tok/s</source>
        <translation>€ je Tok/s</translation>
    </message>
    <message>
        <source>frontier</source>
        <translation>Front</translation>
    </message>
    <message>
        <source>GPUs ranked by %1 (lowest first); workload: %2
</source>
        <translation>GPUs nach %1 geordnet (niedrigste zuerst); Workload: %2
</translation>
    </message>
    <message>
        <source>
* on the Pareto frontier of card € per GB against memory bandwidth
</source>
        <translation>
* auf der Pareto-Front von Karten-€ je GB gegenüber Speicherbandbreite
</translation>
    </message>
    <message>
        <source>
Not available (n/a):
</source>
        <translation>
Nicht verfügbar (n. v.):
</translation>
    </message>
    <message>
        <source>price of the card</source>
        <translation>Preis der Karte</translation>
    </message>
    <message>
        <source>per-GPU share of an %1-GPU baseboard (SXM and OAM modules are sold only on a full baseboard)</source>
        <translation>Anteil pro GPU an einem %1-GPU-Baseboard (SXM- und OAM-Module gibt es nur auf einem vollen Baseboard)</translation>
    </message>
</context>
<context>
    <name>np::ProcurementView</name>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>no price</source>
        <translation>kein Preis</translation>
    </message>
    <message>
        <source>Rank GPUs by</source>
        <translation>GPUs ordnen nach</translation>
    </message>
    <message>
        <source>Workload model</source>
        <translation>Workload-Modell</translation>
    </message>
    <message>
        <source>Workload mode</source>
        <translation>Workload-Modus</translation>
    </message>
    <message>
        <source>Workload precision</source>
        <translation>Workload-Genauigkeit</translation>
    </message>
    <message>
        <source>Vendor filter</source>
        <translation>Herstellerfilter</translation>
    </message>
    <message>
        <source>Memory filter</source>
        <translation>Speicherfilter</translation>
    </message>
    <message>
        <source>Form factor filter</source>
        <translation>Bauformfilter</translation>
    </message>
    <message>
        <source>Price kind filter</source>
        <translation>Preisartfilter</translation>
    </message>
    <message>
        <source>Fits this c&amp;hassis</source>
        <translation>Passt in dieses &amp;Gehäuse</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation>CSV e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Rank</source>
        <translation>Rang</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Vendor</source>
        <translation>Hersteller</translation>
    </message>
    <message>
        <source>Form factor</source>
        <translation>Bauform</translation>
    </message>
    <message>
        <source>Memory (GB)</source>
        <translation>Speicher (GB)</translation>
    </message>
    <message>
        <source>Bandwidth (GB/s)</source>
        <translation>Bandbreite (GB/s)</translation>
    </message>
    <message>
        <source>TDP (W)</source>
        <translation>TDP (W)</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Preis</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>Price kind</source>
        <translation>Preisart</translation>
    </message>
    <message>
        <source>Price (€)</source>
        <translation>Preis (€)</translation>
    </message>
    <message>
        <source>Pareto frontier</source>
        <translation>Pareto-Front</translation>
    </message>
    <message>
        <source>Fits chassis</source>
        <translation>Passt ins Gehäuse</translation>
    </message>
    <message>
        <source>GPUs ranked for procurement</source>
        <translation>GPUs nach Beschaffung geordnet</translation>
    </message>
    <message>
        <source>any memory</source>
        <translation>beliebiger Speicher</translation>
    </message>
    <message>
        <source>at least %1 GB</source>
        <translation>mindestens %1 GB</translation>
    </message>
    <message>
        <source>any form factor</source>
        <translation>beliebige Bauform</translation>
    </message>
    <message>
        <source>any price kind</source>
        <translation>beliebige Preisart</translation>
    </message>
    <message>
        <source>unpriced</source>
        <translation>ohne Preis</translation>
    </message>
    <message>
        <source>Search name, SKU, vendor, architecture…</source>
        <translation>Name, Artikelnummer, Hersteller, Architektur suchen…</translation>
    </message>
    <message>
        <source>Search GPUs</source>
        <translation>GPUs suchen</translation>
    </message>
    <message>
        <source>Only GPUs that fit this chassis</source>
        <translation>Nur GPUs, die in dieses Gehäuse passen</translation>
    </message>
    <message>
        <source>Copy rows as tab-separated text</source>
        <translation>Zeilen als tabulatorgetrennten Text kopieren</translation>
    </message>
    <message>
        <source>Copies the selected rows, or every row shown, tab-separated (Ctrl+C in the table)</source>
        <translation>Kopiert die ausgewählten Zeilen oder alle angezeigten Zeilen tabulatorgetrennt (Strg+C in der Tabelle)</translation>
    </message>
    <message>
        <source>Export rows shown as CSV</source>
        <translation>Angezeigte Zeilen als CSV exportieren</translation>
    </message>
    <message>
        <source>Reference platform for € per token/s</source>
        <translation>Referenzplattform für € je Token/s</translation>
    </message>
    <message>
        <source>Selected GPUs side by side</source>
        <translation>Ausgewählte GPUs im Vergleich</translation>
    </message>
    <message>
        <source>&amp;Rank by</source>
        <translation>&amp;Ordnen nach</translation>
    </message>
    <message>
        <source>&amp;Workload</source>
        <translation>&amp;Workload</translation>
    </message>
    <message>
        <source>&amp;Search</source>
        <translation>&amp;Suchen</translation>
    </message>
    <message>
        <source>V&amp;endor</source>
        <translation>&amp;Hersteller</translation>
    </message>
    <message>
        <source>&amp;Memory</source>
        <translation>&amp;Speicher</translation>
    </message>
    <message>
        <source>F&amp;orm</source>
        <translation>&amp;Bauform</translation>
    </message>
    <message>
        <source>&amp;Price kind</source>
        <translation>&amp;Preisart</translation>
    </message>
    <message>
        <source>any vendor</source>
        <translation>beliebiger Hersteller</translation>
    </message>
    <message>
        <source>no workload</source>
        <translation>keine Workload</translation>
    </message>
    <message>
        <source>Only GPUs that fit a GPU slot of %1</source>
        <translation>Nur GPUs, die in einen GPU-Steckplatz von %1 passen</translation>
    </message>
    <message>
        <source>No build open: there is no chassis to fit</source>
        <translation>Keine Konfiguration geöffnet: Es gibt kein Gehäuse, in das sie passen müssten</translation>
    </message>
    <message>
        <source>%1 — the GPU of this build</source>
        <translation>%1 — die GPU dieser Konfiguration</translation>
    </message>
    <message>
        <source>%1: %2 on %3 cards</source>
        <translation>%1: %2 auf %3 Karten</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no: %1</source>
        <translation>nein: %1</translation>
    </message>
    <message>
        <source>%1 (n/a)</source>
        <translation>%1 (n. v.)</translation>
    </message>
    <message>
        <source>★ frontier</source>
        <translation>★ Front</translation>
    </message>
    <message>
        <source>Export GPUs as CSV</source>
        <translation>GPUs als CSV exportieren</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <source>Export CSV</source>
        <translation>CSV exportieren</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Vergleichen</translation>
    </message>
    <message>
        <source>Select two or more GPUs (Ctrl+click or
Shift+arrow keys) to see them side by side.</source>
        <translation>Wählen Sie zwei oder mehr GPUs aus (Strg+Klick oder
Umschalt+Pfeiltasten), um sie zu vergleichen.</translation>
    </message>
    <message>
        <source>Price date and kind</source>
        <translation>Preisdatum und -art</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Bandwidth</source>
        <translation>Bandbreite</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>TDP</source>
        <translation>TDP</translation>
    </message>
    <message>
        <source>Layout on %1 cards</source>
        <translation>Aufteilung auf %1 Karten</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>%1 per GPU</source>
        <translation>%1 pro GPU</translation>
    </message>
    <message>
        <source>Price basis</source>
        <translation>Preisbasis</translation>
    </message>
</context>
<context>
    <name>np::QuoteDialog</name>
    <message>
        <source>New quote</source>
        <translation>Neues Angebot</translation>
    </message>
    <message>
        <source>Quote %1, version %2</source>
        <translation>Angebot %1, Version %2</translation>
    </message>
    <message>
        <source>Version %1 is %2 and stays as it is. Saving creates version %3.</source>
        <translation>Version %1 ist %2 und bleibt unverändert. Beim Speichern entsteht Version %3.</translation>
    </message>
    <message>
        <source>Units of the quote&apos;s currency per euro; 1 for EUR</source>
        <translation>Einheiten der Angebotswährung je Euro; 1 für EUR</translation>
    </message>
    <message>
        <source>New quotes start at the default VAT (%1 % unless changed: %2)</source>
        <translation>Neue Angebote beginnen mit der Standard-MwSt. (%1 %, sofern nicht geändert: %2)</translation>
    </message>
    <message>
        <source>Default for new quotes</source>
        <translation>Standard für neue Angebote</translation>
    </message>
    <message>
        <source>e.g. 6-8 weeks</source>
        <translation>z. B. 6–8 Wochen</translation>
    </message>
    <message>
        <source>&amp;Customer:</source>
        <translation>&amp;Kunde:</translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation>&amp;Projekt:</translation>
    </message>
    <message>
        <source>Prepared &amp;by:</source>
        <translation>Erstellt &amp;von:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>&amp;Valid until:</source>
        <translation>&amp;Gültig bis:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>&amp;Exchange rate (per EUR):</source>
        <translation>W&amp;echselkurs (je EUR):</translation>
    </message>
    <message>
        <source>D&amp;iscount:</source>
        <translation>&amp;Rabatt:</translation>
    </message>
    <message>
        <source>&amp;Margin:</source>
        <translation>&amp;Marge:</translation>
    </message>
    <message>
        <source>V&amp;AT:</source>
        <translation>M&amp;wSt.:</translation>
    </message>
    <message>
        <source>&amp;Lead time:</source>
        <translation>&amp;Lieferzeit:</translation>
    </message>
    <message>
        <source>&amp;Notes:</source>
        <translation>&amp;Hinweise:</translation>
    </message>
</context>
<context>
    <name>np::QuotesPanel</name>
    <message>
        <source>Search number, customer, project, author, notes</source>
        <translation>Nummer, Kunde, Projekt, Verfasser, Hinweise suchen</translation>
    </message>
    <message>
        <source>Search quotes</source>
        <translation>Angebote suchen</translation>
    </message>
    <message>
        <source>Quotes</source>
        <translation>Angebote</translation>
    </message>
    <message>
        <source>Quote</source>
        <translation>Angebot</translation>
    </message>
    <message>
        <source>Ver.</source>
        <translation>Vers.</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Customer</source>
        <translation>Kunde</translation>
    </message>
    <message>
        <source>Project</source>
        <translation>Projekt</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Valid until</source>
        <translation>Gültig bis</translation>
    </message>
    <message>
        <source>Prices</source>
        <translation>Preise</translation>
    </message>
    <message>
        <source>&amp;New from build</source>
        <translation>&amp;Neu aus Konfiguration</translation>
    </message>
    <message>
        <source>Make a quote from the current build, with today&apos;s catalog prices</source>
        <translation>Ein Angebot aus der aktuellen Konfiguration mit den heutigen Katalogpreisen erstellen</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Edit the quote; a sent quote gets a new version</source>
        <translation>Das Angebot bearbeiten; ein versendetes Angebot erhält eine neue Version</translation>
    </message>
    <message>
        <source>&amp;Open build</source>
        <translation>Konfiguration ö&amp;ffnen</translation>
    </message>
    <message>
        <source>E&amp;xport PDF…</source>
        <translation>PDF e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Mark &amp;sent</source>
        <translation>Als &amp;versendet markieren</translation>
    </message>
    <message>
        <source>&amp;Accepted</source>
        <translation>&amp;Angenommen</translation>
    </message>
    <message>
        <source>&amp;Lost</source>
        <translation>Ver&amp;loren</translation>
    </message>
    <message>
        <source>&amp;Compare versions</source>
        <translation>Versionen ver&amp;gleichen</translation>
    </message>
    <message>
        <source>This version next to the previous one</source>
        <translation>Diese Version neben der vorherigen</translation>
    </message>
    <message>
        <source>newer in catalog</source>
        <translation>neuer im Katalog</translation>
    </message>
    <message>
        <source>current</source>
        <translation>aktuell</translation>
    </message>
    <message numerus="yes">
        <source>The catalog has newer prices for %n part(s); edit the quote to make a version with them.</source>
        <translation>
            <numerusform>Der Katalog hat einen neueren Preis für %n Komponente; bearbeiten Sie das Angebot, um eine Version damit zu erstellen.</numerusform>
            <numerusform>Der Katalog hat neuere Preise für %n Komponenten; bearbeiten Sie das Angebot, um eine Version damit zu erstellen.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n quote(s)</source>
        <translation>
            <numerusform>%n Angebot</numerusform>
            <numerusform>%n Angebote</numerusform>
        </translation>
    </message>
    <message>
        <source>The current build has problems (unknown parts or parts in the wrong slot); fix them before quoting it.</source>
        <translation>Die aktuelle Konfiguration hat Probleme (unbekannte Komponenten oder Komponenten im falschen Steckplatz); beheben Sie sie, bevor Sie ein Angebot erstellen.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Prices are %1:&lt;/b&gt; %2 would be quoted as &quot;price on request&quot; and left out of the total. Set their prices first (right-click a part ▸ Set Price…) or quote them separately.</source>
        <translation>&lt;b&gt;Preise sind %1:&lt;/b&gt; %2 würde(n) mit „Preis auf Anfrage“ angeboten und nicht in die Summe aufgenommen. Legen Sie zuerst ihre Preise fest (Rechtsklick auf eine Komponente ▸ Preis festlegen…) oder bieten Sie sie separat an.</translation>
    </message>
    <message>
        <source>Created %1: total %2.</source>
        <translation>%1 erstellt: Summe %2.</translation>
    </message>
    <message>
        <source>Created %1.</source>
        <translation>%1 erstellt.</translation>
    </message>
    <message>
        <source>Newer prices</source>
        <translation>Neuere Preise</translation>
    </message>
    <message>
        <source>The catalog has newer prices for some parts of %1. Use them?</source>
        <translation>Der Katalog hat neuere Preise für einige Komponenten von %1. Sollen diese verwendet werden?</translation>
    </message>
    <message>
        <source>Saved %1 as version %2.</source>
        <translation>%1 als Version %2 gespeichert.</translation>
    </message>
    <message>
        <source>Saved %1.</source>
        <translation>%1 gespeichert.</translation>
    </message>
    <message>
        <source>%1: version %2 and %3</source>
        <translation>%1: Version %2 und %3</translation>
    </message>
    <message>
        <source>Version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>Wrote %1 and its BOM CSV.</source>
        <translation>%1 und die zugehörige Stückliste als CSV geschrieben.</translation>
    </message>
    <message>
        <source>%1 version %2</source>
        <translation>%1 Version %2</translation>
    </message>
    <message>
        <source>Team catalog unreachable — reconnecting</source>
        <translation>Team-Katalog nicht erreichbar – Verbindung wird wiederhergestellt</translation>
    </message>
    <message>
        <source>Team catalog connection</source>
        <translation>Verbindung zum Team-Katalog</translation>
    </message>
    <message>
        <source>&amp;History…</source>
        <translation>Ve&amp;rlauf…</translation>
    </message>
    <message>
        <source>Who changed this quote and when, every version (team catalog)</source>
        <translation>Wer dieses Angebot wann geändert hat, alle Versionen (Team-Katalog)</translation>
    </message>
    <message>
        <source>quote %1</source>
        <translation>Angebot %1</translation>
    </message>
</context>
<context>
    <name>np::SetPriceDialog</name>
    <message>
        <source>Set Price</source>
        <translation>Preis festlegen</translation>
    </message>
    <message>
        <source>Amount</source>
        <translation>Betrag</translation>
    </message>
    <message>
        <source>Currency</source>
        <translation>Währung</translation>
    </message>
    <message>
        <source>estimate</source>
        <translation>Schätzung</translation>
    </message>
    <message>
        <source>street price</source>
        <translation>Marktpreis</translation>
    </message>
    <message>
        <source>list price</source>
        <translation>Listenpreis</translation>
    </message>
    <message>
        <source>Price kind</source>
        <translation>Preisart</translation>
    </message>
    <message>
        <source>list = vendor list price; street = a distributor or shop price; estimate = your own figure</source>
        <translation>Liste = Listenpreis des Herstellers; Markt = Preis eines Distributors oder Händlers; Schätzung = Ihr eigener Wert</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Price date</source>
        <translation>Preisdatum</translation>
    </message>
    <message>
        <source>none (price on request)</source>
        <translation>keiner (Preis auf Anfrage)</translation>
    </message>
    <message>
        <source>Part:</source>
        <translation>Komponente:</translation>
    </message>
    <message>
        <source>Current price:</source>
        <translation>Aktueller Preis:</translation>
    </message>
    <message>
        <source>&amp;Amount:</source>
        <translation>&amp;Betrag:</translation>
    </message>
    <message>
        <source>C&amp;urrency:</source>
        <translation>&amp;Währung:</translation>
    </message>
    <message>
        <source>&amp;Kind:</source>
        <translation>&amp;Art:</translation>
    </message>
    <message>
        <source>&amp;Source:</source>
        <translation>&amp;Quelle:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>Store Price</source>
        <translation>Preis speichern</translation>
    </message>
    <message>
        <source>The price is stored in the catalog as a dated price; every build and new quote uses it from now on. Older quotes keep their own prices.</source>
        <translation>Der Preis wird mit Datum im Katalog gespeichert; jede Konfiguration und jedes neue Angebot verwendet ihn ab jetzt. Ältere Angebote behalten ihre eigenen Preise.</translation>
    </message>
</context>
<context>
    <name>np::SideBySide</name>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>Key figures</source>
        <translation>Kennzahlen</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Workload: %1</source>
        <translation>Workload: %1</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>%1 · best</source>
        <translation>%1 · beste</translation>
    </message>
    <message>
        <source>%1 · worst</source>
        <translation>%1 · schlechteste</translation>
    </message>
    <message>
        <source>not evaluated: %1</source>
        <translation>nicht bewertet: %1</translation>
    </message>
    <message>
        <source>fits at TP%1</source>
        <translation>passt bei TP%1</translation>
    </message>
    <message>
        <source>does not fit at TP%1</source>
        <translation>passt nicht bei TP%1</translation>
    </message>
    <message>
        <source>%1 GB/s</source>
        <translation>%1 GB/s</translation>
    </message>
    <message>
        <source>%1U</source>
        <translation>%1 HE</translation>
    </message>
    <message numerus="yes">
        <source>not computed (%n line(s) on request)</source>
        <translation>
            <numerusform>nicht berechnet (%n Position auf Anfrage)</numerusform>
            <numerusform>nicht berechnet (%n Positionen auf Anfrage)</numerusform>
        </translation>
    </message>
    <message>
        <source>not computed</source>
        <translation>nicht berechnet</translation>
    </message>
    <message>
        <source>over the rack&apos;s power budget</source>
        <translation>über dem Leistungsbudget des Racks</translation>
    </message>
    <message>
        <source>Workload: %1 (%2, %3, %4 context, batch %5)</source>
        <translation>Workload: %1 (%2, %3, %4 Kontext, Batch %5)</translation>
    </message>
    <message>
        <source>Per rack: a rack of %1U and %2 kW (assumptions rack_units_per_rack and rack_power_budget_kw); builds per rack are the fewer its units and its power allow.</source>
        <translation>Je Rack: ein Rack mit %1 HE und %2 kW (Annahmen rack_units_per_rack und rack_power_budget_kw); Konfigurationen je Rack sind die kleinere Zahl, die seine Höheneinheiten und seine Leistung zulassen.</translation>
    </message>
    <message>
        <source>* the builds differ   + best   - worst   (a figure not computed is never ranked)</source>
        <translation>* die Konfigurationen unterscheiden sich   + beste   - schlechteste   (eine nicht berechnete Kennzahl wird nie gewertet)</translation>
    </message>
</context>
<context>
    <name>np::TcoChart</name>
    <message>
        <source>Total cost of ownership</source>
        <translation>Gesamtbetriebskosten</translation>
    </message>
    <message>
        <source>Total cost of ownership over %1 years (purchase + energy)</source>
        <translation>Gesamtbetriebskosten über %1 Jahre (Anschaffung + Energie)</translation>
    </message>
    <message>
        <source>purchase</source>
        <translation>Anschaffung</translation>
    </message>
    <message>
        <source>year %1</source>
        <translation>Jahr %1</translation>
    </message>
    <message>
        <source>Cumulative cost (%1)</source>
        <translation>Kumulierte Kosten (%1)</translation>
    </message>
    <message>
        <source>Cumulative cost</source>
        <translation>Kumulierte Kosten</translation>
    </message>
</context>
<context>
    <name>np::ThroughputChart</name>
    <message>
        <source>under load, %1 in / %2 out (prefill counted)</source>
        <translation>unter Last, %1 ein / %2 aus (Prefill mitgezählt)</translation>
    </message>
    <message>
        <source>Decode throughput</source>
        <translation>Decode-Durchsatz</translation>
    </message>
    <message>
        <source>No inference workload in this build.
Add one to see its decode speed by batch size.</source>
        <translation>Diese Konfiguration hat keine Inferenz-Workload.
Fügen Sie eine hinzu, um ihre Decode-Geschwindigkeit nach Batchgröße zu sehen.</translation>
    </message>
    <message>
        <source>Batch (concurrent sequences, log scale)</source>
        <translation>Batch (gleichzeitige Sequenzen, logarithmisch)</translation>
    </message>
    <message>
        <source>Decode, all sequences (tokens/s)</source>
        <translation>Decode, alle Sequenzen (Tokens/s)</translation>
    </message>
    <message>
        <source>Decode, per sequence (tokens/s)</source>
        <translation>Decode, je Sequenz (Tokens/s)</translation>
    </message>
    <message>
        <source>Decode throughput: %1</source>
        <translation>Decode-Durchsatz: %1</translation>
    </message>
    <message>
        <source>%1, %2 GB/s</source>
        <translation>%1, %2 GB/s</translation>
    </message>
    <message>
        <source>NVLink bridge, %1 GB/s (nominal)</source>
        <translation>NVLink-Brücke, %1 GB/s (nominal)</translation>
    </message>
    <message>
        <source>NVLink bridge, %1 GB/s (the GPU&apos;s)</source>
        <translation>NVLink-Brücke, %1 GB/s (laut GPU)</translation>
    </message>
    <message>
        <source>: joins %1 GPUs, TP%2 still crosses %3</source>
        <translation>: verbindet %1 GPUs, TP%2 läuft weiterhin über %3</translation>
    </message>
    <message>
        <source>per sequence (right axis)</source>
        <translation>je Sequenz (rechte Achse)</translation>
    </message>
    <message>
        <source>compute-bound</source>
        <translation>rechenbegrenzt</translation>
    </message>
    <message>
        <source>bandwidth-bound</source>
        <translation>bandbreitenbegrenzt</translation>
    </message>
    <message>
        <source>KV cache full at %1 × %2</source>
        <translation>KV-Cache voll bei %1 × %2</translation>
    </message>
    <message>
        <source>under load at %1 in flight (%2)</source>
        <translation>unter Last bei %1 gleichzeitig (%2)</translation>
    </message>
    <message>
        <source>current batch %1, decode (%2)</source>
        <translation>aktueller Batch %1, Decode (%2)</translation>
    </message>
</context>
<context>
    <name>np::WorkloadChartsPanel</name>
    <message>
        <source>Model fit</source>
        <translation>Modellpassung</translation>
    </message>
    <message>
        <source>KV capacity</source>
        <translation>KV-Kapazität</translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation>Durchsatz</translation>
    </message>
    <message>
        <source>Workload shown in the throughput chart</source>
        <translation>Im Durchsatzdiagramm gezeigte Workload</translation>
    </message>
    <message>
        <source>Throughput of:</source>
        <translation>Durchsatz von:</translation>
    </message>
</context>
<context>
    <name>np::WorkloadFields</name>
    <message>
        <source>as the weights</source>
        <translation>wie die Gewichte</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>The catalog model the workload runs</source>
        <translation>Das Katalogmodell, das die Workload ausführt</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Serve the model or train it</source>
        <translation>Das Modell bereitstellen oder trainieren</translation>
    </message>
    <message>
        <source>Weight precision</source>
        <translation>Genauigkeit der Gewichte</translation>
    </message>
    <message>
        <source>Number format of the weights (QLoRA: of the frozen base, normally NF4)</source>
        <translation>Zahlenformat der Gewichte (QLoRA: des eingefrorenen Basismodells, normalerweise NF4)</translation>
    </message>
    <message>
        <source>KV cache precision</source>
        <translation>Genauigkeit des KV-Cache</translation>
    </message>
    <message>
        <source>Number format of the attention KV cache</source>
        <translation>Zahlenformat des Attention-KV-Cache</translation>
    </message>
    <message>
        <source>Group size</source>
        <translation>Gruppengröße</translation>
    </message>
    <message>
        <source>Weights per quantization scale (INT4 and INT8 only)</source>
        <translation>Gewichte je Quantisierungsskala (nur INT4 und INT8)</translation>
    </message>
    <message>
        <source>Context</source>
        <translation>Kontext</translation>
    </message>
    <message>
        <source>Sequence length: prompt and output (training: tokens per sample)</source>
        <translation>Sequenzlänge: Prompt und Ausgabe (Training: Tokens je Beispiel)</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> Tokens</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Prefill length for the speed figures</source>
        <translation>Prefill-Länge für die Geschwindigkeitskennzahlen</translation>
    </message>
    <message>
        <source>half the context</source>
        <translation>halber Kontext</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Batch</translation>
    </message>
    <message>
        <source>Inference: concurrent sequences; training: micro-batch per GPU</source>
        <translation>Inferenz: gleichzeitige Sequenzen; Training: Micro-Batch je GPU</translation>
    </message>
    <message>
        <source>Tensor parallel</source>
        <translation>Tensor-Parallelität</translation>
    </message>
    <message>
        <source>GPUs each layer is split across (TP)</source>
        <translation>GPUs, auf die jede Schicht aufgeteilt wird (TP)</translation>
    </message>
    <message>
        <source>Pipeline parallel</source>
        <translation>Pipeline-Parallelität</translation>
    </message>
    <message>
        <source>Pipeline stages the layers are split into (PP)</source>
        <translation>Pipeline-Stufen, in die die Schichten aufgeteilt werden (PP)</translation>
    </message>
    <message>
        <source>Data parallel</source>
        <translation>Datenparallelität</translation>
    </message>
    <message>
        <source>Replicas of the model (DP)</source>
        <translation>Replikate des Modells (DP)</translation>
    </message>
    <message>
        <source>all remaining GPUs</source>
        <translation>alle übrigen GPUs</translation>
    </message>
    <message>
        <source>Engine memory share</source>
        <translation>Speicheranteil der Engine</translation>
    </message>
    <message>
        <source>Share of each GPU&apos;s memory the serving engine takes (vLLM&apos;s gpu_memory_utilization)</source>
        <translation>Anteil des Speichers jeder GPU, den die Serving-Engine belegt (gpu_memory_utilization bei vLLM)</translation>
    </message>
    <message>
        <source>Serving engine</source>
        <translation>Serving-Engine</translation>
    </message>
    <message>
        <source>LoRA rank</source>
        <translation>LoRA-Rang</translation>
    </message>
    <message>
        <source>Rank r of the adapters</source>
        <translation>Rang r der Adapter</translation>
    </message>
    <message>
        <source>LoRA targets</source>
        <translation>LoRA-Ziele</translation>
    </message>
    <message>
        <source>Modules that get adapters, separated by commas (q_proj, v_proj, ...)</source>
        <translation>Module, die Adapter erhalten, durch Kommas getrennt (q_proj, v_proj, ...)</translation>
    </message>
    <message>
        <source>Optimizer</source>
        <translation>Optimizer</translation>
    </message>
    <message>
        <source>Optimizer whose states train</source>
        <translation>Optimizer, dessen Zustände trainiert werden</translation>
    </message>
    <message>
        <source>Recompute</source>
        <translation>Neuberechnung</translation>
    </message>
    <message>
        <source>Activations recomputed in the backward pass instead of kept: selective recomputes the attention scores, full keeps only each layer&apos;s input</source>
        <translation>Aktivierungen, die im Backward-Pass neu berechnet statt gespeichert werden: selektiv berechnet die Attention-Scores neu, vollständig behält nur die Eingabe jeder Schicht</translation>
    </message>
    <message>
        <source>Sequence parallel</source>
        <translation>Sequenz-Parallelität</translation>
    </message>
    <message>
        <source>Split the layer norms&apos; and dropouts&apos; activations over the TP group (Megatron SP)</source>
        <translation>Die Aktivierungen von Layer-Norms und Dropouts auf die TP-Gruppe aufteilen (Megatron SP)</translation>
    </message>
    <message>
        <source>ZeRO stage</source>
        <translation>ZeRO-Stufe</translation>
    </message>
    <message>
        <source>DeepSpeed ZeRO: 1 splits optimizer states, 2 also gradients, 3 also weights</source>
        <translation>DeepSpeed ZeRO: 1 teilt die Optimizer-Zustände auf, 2 auch die Gradienten, 3 auch die Gewichte</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source>Offload</source>
        <translation>Auslagerung</translation>
    </message>
    <message>
        <source>DeepSpeed offload to host RAM</source>
        <translation>DeepSpeed-Auslagerung in den Arbeitsspeicher</translation>
    </message>
    <message>
        <source>Pipeline schedule</source>
        <translation>Pipeline-Ablauf</translation>
    </message>
    <message>
        <source>Order of the micro-batches over the pipeline stages (PP &gt; 1)</source>
        <translation>Reihenfolge der Micro-Batches über die Pipeline-Stufen (PP &gt; 1)</translation>
    </message>
    <message>
        <source>Virtual stages</source>
        <translation>Virtuelle Stufen</translation>
    </message>
    <message>
        <source>Model chunks per GPU in the interleaved schedule</source>
        <translation>Modellteile je GPU im verschränkten Ablauf</translation>
    </message>
    <message>
        <source>Micro-batches</source>
        <translation>Micro-Batches</translation>
    </message>
    <message>
        <source>Micro-batches per optimizer step (gradient accumulation steps)</source>
        <translation>Micro-Batches je Optimizer-Schritt (Gradient-Accumulation-Schritte)</translation>
    </message>
    <message>
        <source>Attention precision</source>
        <translation>Genauigkeit der Attention</translation>
    </message>
    <message>
        <source>Format of the attention projections&apos; weights</source>
        <translation>Format der Gewichte der Attention-Projektionen</translation>
    </message>
    <message>
        <source>MLP precision</source>
        <translation>Genauigkeit des MLP</translation>
    </message>
    <message>
        <source>Format of the MLP (and expert) weights</source>
        <translation>Format der MLP- (und Experten-)Gewichte</translation>
    </message>
    <message>
        <source>Embedding precision</source>
        <translation>Genauigkeit der Embeddings</translation>
    </message>
    <message>
        <source>Format of the embeddings and the output head</source>
        <translation>Format der Embeddings und des Ausgabekopfs</translation>
    </message>
    <message>
        <source>First/last layers precision</source>
        <translation>Genauigkeit der ersten/letzten Schicht</translation>
    </message>
    <message>
        <source>Format of the first and the last transformer layer</source>
        <translation>Format der ersten und der letzten Transformer-Schicht</translation>
    </message>
    <message>
        <source>GPU power cap</source>
        <translation>GPU-Leistungsgrenze</translation>
    </message>
    <message>
        <source>Board power limit per GPU (nvidia-smi -pl); lower clocks slow compute-bound work</source>
        <translation>Leistungsgrenze je GPU-Karte (nvidia-smi -pl); niedrigere Takte bremsen rechenbegrenzte Arbeit</translation>
    </message>
    <message>
        <source> W</source>
        <translation> W</translation>
    </message>
    <message>
        <source>none (TDP)</source>
        <translation>keine (TDP)</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>Bezeichnung</translation>
    </message>
    <message>
        <source>Your name for the workload; leave empty to name it from its fields</source>
        <translation>Ihr Name für die Workload; leer lassen, um ihn aus den Feldern zu bilden</translation>
    </message>
    <message>
        <source>not evaluated</source>
        <translation>nicht bewertet</translation>
    </message>
    <message>
        <source>fits</source>
        <translation>passt</translation>
    </message>
    <message>
        <source>does not fit</source>
        <translation>passt nicht</translation>
    </message>
    <message>
        <source>too few GPUs</source>
        <translation>zu wenige GPUs</translation>
    </message>
    <message>
        <source>Loss implementation</source>
        <translation>Loss-Implementierung</translation>
    </message>
    <message>
        <source>How the cross-entropy is computed: fused/chunked (torchtune, Unsloth, Liger) keeps about 2.5 B of logits per vocabulary entry per token, plain Hugging Face about 14 B, which often decides the longest context</source>
        <translation>Wie die Kreuzentropie berechnet wird: fusioniert/gestückelt (torchtune, Unsloth, Liger) hält etwa 2,5 B Logits je Vokabulareintrag und Token, einfaches Hugging Face etwa 14 B, was oft den längsten Kontext bestimmt</translation>
    </message>
    <message>
        <source>Expert parallel</source>
        <translation>Experten-Parallelität</translation>
    </message>
    <message>
        <source>Mixture-of-experts models: GPUs the routed experts are spread over, whole experts per GPU (EP), out of TP × DP</source>
        <translation>Mixture-of-Experts-Modelle: GPUs, über die die gerouteten Experten verteilt werden, ganze Experten je GPU (EP), aus TP × DP</translation>
    </message>
    <message>
        <source>Whose memory accounting sizes the KV cache (SGLang: the memory share is mem_fraction_static; TensorRT-LLM: free_gpu_memory_fraction)</source>
        <translation>Wessen Speicherberechnung den KV-Cache bemisst (SGLang: der Speicheranteil ist mem_fraction_static; TensorRT-LLM: free_gpu_memory_fraction)</translation>
    </message>
</context>
<context>
    <name>np::WorkloadsPanel</name>
    <message>
        <source>Add &amp;Workload…</source>
        <translation>&amp;Workload hinzufügen…</translation>
    </message>
    <message>
        <source>Add…</source>
        <translation>Hinzufügen…</translation>
    </message>
    <message>
        <source>Add workload</source>
        <translation>Workload hinzufügen</translation>
    </message>
    <message>
        <source>Add a workload with a model from the catalog (Insert)</source>
        <translation>Eine Workload mit einem Modell aus dem Katalog hinzufügen (Einfg)</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Duplizieren</translation>
    </message>
    <message>
        <source>Duplicate workload</source>
        <translation>Workload duplizieren</translation>
    </message>
    <message>
        <source>Copy the selected workload (Ctrl+D)</source>
        <translation>Die ausgewählte Workload kopieren (Strg+D)</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove workload</source>
        <translation>Workload entfernen</translation>
    </message>
    <message>
        <source>Remove the selected workload (Delete)</source>
        <translation>Die ausgewählte Workload entfernen (Entf)</translation>
    </message>
    <message>
        <source>Up</source>
        <translation>Nach oben</translation>
    </message>
    <message>
        <source>Move workload up</source>
        <translation>Workload nach oben verschieben</translation>
    </message>
    <message>
        <source>Move the selected workload up (Alt+Up)</source>
        <translation>Die ausgewählte Workload nach oben verschieben (Alt+Pfeil nach oben)</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>Pfeil nach unten</translation>
    </message>
    <message>
        <source>Move workload down</source>
        <translation>Workload nach unten verschieben</translation>
    </message>
    <message>
        <source>Move the selected workload down (Alt+Down)</source>
        <translation>Die ausgewählte Workload nach unten verschieben (Alt+Pfeil nach unten)</translation>
    </message>
    <message>
        <source>Add a workload: pick a model from the catalog</source>
        <translation>Eine Workload hinzufügen: Wählen Sie ein Modell aus dem Katalog</translation>
    </message>
    <message>
        <source>Workloads</source>
        <translation>Workloads</translation>
    </message>
    <message>
        <source>Workload</source>
        <translation>Workload</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Precision</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Passung</translation>
    </message>
    <message>
        <source>Fields of the selected workload</source>
        <translation>Felder der ausgewählten Workload</translation>
    </message>
    <message>
        <source>Add Workload</source>
        <translation>Workload hinzufügen</translation>
    </message>
    <message>
        <source>Duplicate Workload</source>
        <translation>Workload duplizieren</translation>
    </message>
    <message>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <source>Move Workload Up</source>
        <translation>Workload nach oben verschieben</translation>
    </message>
    <message>
        <source>Alt+Up</source>
        <translation>Alt+Up</translation>
    </message>
    <message>
        <source>Move Workload Down</source>
        <translation>Workload nach unten verschieben</translation>
    </message>
    <message>
        <source>Alt+Down</source>
        <translation>Alt+Down</translation>
    </message>
    <message>
        <source>Remove Workload</source>
        <translation>Workload entfernen</translation>
    </message>
</context>
<context>
    <name>np::app::ExportPdf</name>
    <message>
        <source>wrote %1 and %2</source>
        <translation>%1 und %2 geschrieben</translation>
    </message>
    <message>
        <source>note: the catalog has newer prices than %1 version %2; the sheet shows the quote&apos;s own dated prices</source>
        <translation>Hinweis: Der Katalog hat neuere Preise als %1 Version %2; das Blatt zeigt die eigenen datierten Preise des Angebots</translation>
    </message>
</context>
<context>
    <name>np::app::UiLanguage</name>
    <message>
        <source>unknown language &apos;%1&apos; for --lang (available: %2)</source>
        <translation>unbekannte Sprache „%1“ für --lang (verfügbar: %2)</translation>
    </message>
</context>
<context>
    <name>np::app::Usage</name>
    <message>
        <source>usage: nodeplan [--catalog PATH] [--lang CODE]         open the GUI
       nodeplan [--catalog PATH] FILE.nodeplan         open the build FILE in the GUI
       nodeplan [--catalog PATH] COMMAND [ARGS] [--format text|json] [--currency EUR|USD]

commands:
  catalog list [--kind KIND]          list catalog parts
  catalog show SKU                    one part with its source and price history
  catalog import FILE                 import parts or prices (CSV or JSON), all or nothing
  catalog export --kind KIND          export parts (--format csv|json)
  catalog import-model CONFIG.json --name NAME   add an LLM from a Hugging Face config.json
  catalog set-price SKU AMOUNT CURRENCY [--kind K] [--source TEXT]   enter a dated price
  catalog history SKU                 every change to a part and its prices (team catalogs)
  catalog push --to postgresql://...  copy this catalog and its quotes into an empty team database
  catalog pull --from postgresql://... -o FILE.sqlite   an offline copy of the team catalog
  evaluate BUILD                      assess a .nodeplan build
  compare A B [C D]                   two to four builds side by side, on the same workloads
                                      (--workloads union|N|FILE: all builds&apos;, build N&apos;s, a file&apos;s)
  export-chart BUILD --chart NAME -o FILE   chart as PNG, SVG or PDF
  export-pdf BUILD_OR_QUOTE -o FILE.pdf [--paper a4|letter]   PDF build sheet
  optimize SPEC.json [-o DIR]         cheapest builds meeting a requirement spec (Pareto front)
  quote list|show|create|status|history ...   quotes (nodeplan quote for details)
  procurement [--workload MODEL:MODE:PRECISION] [--sort FIGURE]   GPUs ranked by value (--format csv|json)

--lang CODE: language of the window, the PDF and command-line text, with its number and date
formats (en, de; default: the desktop&apos;s language). JSON and CSV stay English and C locale.
--catalog postgresql://user@host/db: a team catalog (password from ~/.pgpass or PGPASSWORD;
see docs/team.md).
</source>
        <translation>Aufruf: nodeplan [--catalog PFAD] [--lang CODE]        öffnet das Fenster
        nodeplan [--catalog PFAD] DATEI.nodeplan       öffnet die Konfiguration DATEI im Fenster
        nodeplan [--catalog PFAD] BEFEHL [ARGUMENTE] [--format text|json] [--currency EUR|USD]

Befehle:
  catalog list [--kind ART]           Katalogkomponenten auflisten
  catalog show SKU                    eine Komponente mit Quelle und Preisverlauf
  catalog import DATEI                Komponenten oder Preise importieren (CSV oder JSON), ganz oder gar nicht
  catalog export --kind ART           Komponenten exportieren (--format csv|json)
  catalog import-model CONFIG.json --name NAME   ein LLM aus einer Hugging-Face-config.json hinzufügen
  catalog set-price SKU BETRAG WÄHRUNG [--kind K] [--source TEXT]   einen datierten Preis eingeben
  catalog history SKU                 jede Änderung an einer Komponente und ihren Preisen (Team-Kataloge)
  catalog push --to postgresql://...  diesen Katalog samt Angeboten in eine leere Team-Datenbank kopieren
  catalog pull --from postgresql://... -o DATEI.sqlite   eine Offline-Kopie des Team-Katalogs
  evaluate KONFIGURATION              eine .nodeplan-Konfiguration bewerten
  compare A B [C D]                   zwei bis vier Konfigurationen im Vergleich, mit denselben Workloads
                                      (--workloads union|N|DATEI: die aller, die von Nummer N, die einer Datei)
  export-chart KONFIGURATION --chart NAME -o DATEI   Diagramm als PNG, SVG oder PDF
  export-pdf KONFIGURATION_ODER_ANGEBOT -o DATEI.pdf [--paper a4|letter]   Konfigurationsblatt als PDF
  optimize SPEC.json [-o VERZEICHNIS] günstigste Konfigurationen, die eine Anforderung erfüllen (Pareto-Front)
  quote list|show|create|status|history ...   Angebote (Einzelheiten: nodeplan quote)
  procurement [--workload MODELL:MODUS:GENAUIGKEIT] [--sort KENNZAHL]   GPUs nach Preis-Leistung geordnet (--format csv|json)

--lang CODE: Sprache des Fensters, des PDF und der Kommandozeilentexte samt Zahlen- und Datumsformat
(en, de; Standard: die Sprache der Arbeitsumgebung). JSON und CSV bleiben englisch und im C-Locale.
--catalog postgresql://benutzer@host/db: ein Team-Katalog (Passwort aus ~/.pgpass oder PGPASSWORD;
siehe docs/team.md).
</translation>
    </message>
</context>
</TS>
