// Command ferretdb serves the MongoDB wire protocol over SQLite files, so the product runs on a
// fresh machine without a MongoDB server. It is the embedded default; production sets MONGODB_URI.
package main

import (
	"context"
	"flag"
	"fmt"
	"log/slog"
	"os"
	"os/signal"
	"path/filepath"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func envOr(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func main() {
	listen := flag.String("listen", envOr("FERRETDB_LISTEN", "127.0.0.1:27017"), "TCP address to serve the MongoDB wire protocol on")
	dataDir := flag.String("data-dir", envOr("FERRETDB_DATA_DIR", ".data/ferretdb"), "directory holding the SQLite files (created if missing)")
	logLevel := flag.String("log-level", envOr("FERRETDB_LOG_LEVEL", "warn"), "debug, info, warn or error")
	flag.Parse()

	var level slog.Level
	if err := level.UnmarshalText([]byte(*logLevel)); err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: bad log level %q\n", *logLevel)
		os.Exit(2)
	}
	logger := slog.New(slog.NewTextHandler(os.Stderr, &slog.HandlerOptions{Level: level}))

	dir, err := filepath.Abs(*dataDir)
	if err == nil {
		err = os.MkdirAll(dir, 0o755)
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: cannot use data directory %q: %v\n", *dataDir, err)
		os.Exit(1)
	}

	db, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Logger:    logger,
		Handler:   "sqlite",
		SQLiteURL: "file:" + dir + "/",
	})
	if err != nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	done := make(chan error, 1)
	go func() { done <- db.Run(ctx) }()

	fmt.Printf("ferretdb serving %s from %s\n", *listen, dir)

	if err := <-done; err != nil && ctx.Err() == nil {
		fmt.Fprintf(os.Stderr, "ferretdb: %v\n", err)
		os.Exit(1)
	}
}
