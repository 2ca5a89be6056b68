-- SPDX-License-Identifier: MIT
-- Version 3: quotes. One row per quote version; all versions of a quote share its number
-- (Q-YYYY-NNNN, sequential per year). A version that is no longer a draft is frozen: editing it
-- inserts the next version. Each version keeps the dated catalog prices it was made with, so
-- a quote reprints the same figures after the catalog's prices change.

CREATE TABLE quotes (
    id INTEGER PRIMARY KEY,
    number TEXT NOT NULL CHECK (number GLOB 'Q-[0-9][0-9][0-9][0-9]-[0-9]*'),
    year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 9999),
    sequence INTEGER NOT NULL CHECK (sequence >= 1),
    version INTEGER NOT NULL CHECK (version >= 1),
    status TEXT NOT NULL DEFAULT 'draft' CHECK (status IN ('draft', 'sent', 'accepted', 'lost')),
    customer TEXT NOT NULL DEFAULT '',
    project TEXT NOT NULL DEFAULT '',
    author TEXT NOT NULL DEFAULT '',
    quote_date TEXT NOT NULL CHECK (quote_date GLOB '[0-9][0-9][0-9][0-9]-[0-1][0-9]-[0-3][0-9]'),
    valid_until TEXT NOT NULL DEFAULT '',
    currency TEXT NOT NULL DEFAULT 'EUR' CHECK (length(currency) = 3),
    per_eur REAL NOT NULL DEFAULT 1 CHECK (per_eur > 0),
    discount_pct REAL NOT NULL DEFAULT 0 CHECK (discount_pct >= 0 AND discount_pct <= 100),
    margin_pct REAL NOT NULL DEFAULT 0 CHECK (margin_pct >= -100 AND margin_pct <= 1000),
    vat_pct REAL NOT NULL DEFAULT 0 CHECK (vat_pct >= 0 AND vat_pct <= 100),
    lead_time TEXT NOT NULL DEFAULT '',
    notes TEXT NOT NULL DEFAULT '',
    build_json TEXT NOT NULL,
    catalog_as_of TEXT NOT NULL DEFAULT '',
    created_at TEXT NOT NULL,
    UNIQUE (year, sequence, version),
    UNIQUE (number, version)
);

CREATE TABLE quote_prices (
    quote_id INTEGER NOT NULL REFERENCES quotes(id) ON DELETE CASCADE,
    sku TEXT NOT NULL,
    amount REAL NOT NULL CHECK (amount >= 0),
    currency TEXT NOT NULL,
    price_date TEXT NOT NULL,
    source TEXT NOT NULL DEFAULT '',
    PRIMARY KEY (quote_id, sku)
);

CREATE INDEX quotes_by_year_sequence ON quotes (year, sequence);
