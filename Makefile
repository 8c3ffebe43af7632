# The two commands of the README:
#   make serve  — builds the release app and serves it on http://127.0.0.1:8080/
#   make test   — every check: format, clippy, native tests, release build, size, browser tests
# Both first install whatever is missing (scripts/setup.sh).

export PATH := $(CURDIR)/node_modules/.bin:$(or $(CARGO_HOME),$(HOME)/.cargo)/bin:$(HOME)/.cargo/bin:$(PATH)

.PHONY: serve test setup build size e2e screenshots

setup:
	@scripts/setup.sh

build: setup
	@scripts/build.sh

serve: build
	@echo
	@echo "  Șah în joacă rulează la: http://127.0.0.1:8080/"
	@echo
	python3 -m http.server 8080 --bind 127.0.0.1 --directory dist

test: setup
	@scripts/test.sh

size:
	node scripts/size-report.mjs

e2e:
	npx playwright test

screenshots:
	node scripts/screenshots.mjs
