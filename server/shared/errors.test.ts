import { describe, expect, it } from "vitest";
import { clientError } from "./errors.js";

describe("clientError", () => {
  it("words the framework's own errors by their code", () => {
    expect(clientError(415, "FST_ERR_CTP_INVALID_MEDIA_TYPE")).toMatchObject({ status: 415, error: "unsupported_media_type" });
    expect(clientError(400, "FST_ERR_CTP_INVALID_JSON_BODY")).toMatchObject({ status: 400, error: "malformed_json" });
    expect(clientError(414, "FST_ERR_MAX_PARAM_LENGTH")).toMatchObject({ status: 414, error: "uri_too_long" });
  });

  it("gives any other 4xx a code of its status, and never the library's", () => {
    expect(clientError(416, "FST_SOMETHING_NEW")).toEqual({ status: 416, error: "range_not_satisfiable", message: "The requested range is not in the file." });
    expect(clientError(400, "FST_MP_PREMATURE_CLOSE")).toEqual({ status: 400, error: "bad_request", message: "The request could not be read." });
    // A status without a name of its own keeps its number and reads as a request that could not be read.
    expect(clientError(422)).toEqual({ status: 422, error: "bad_request", message: "The request could not be read." });
  });
});
