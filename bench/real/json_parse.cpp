// Parses a JSON file with jsoncpp REPEAT times and walks each value tree, counting values by
// kind and summing the numbers: the jsoncpp run of scripts/bench-real.py (and, on a small
// document, a test case of scripts/realprog.py whose output kiln's build must print as llc's).
//   json_parse FILE [REPEAT]
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <memory>
#include <sstream>
#include <string>
#include <vector>
#include "json/json.h"

struct Counts {
    unsigned long objects = 0, arrays = 0, strings = 0, string_bytes = 0, numbers = 0, others = 0;
    double sum = 0;
};

static void walk(const Json::Value& root, Counts& counts) {
    std::vector<const Json::Value*> stack{&root};
    while (!stack.empty()) {
        const Json::Value* v = stack.back();
        stack.pop_back();
        switch (v->type()) {
        case Json::objectValue:
            counts.objects++;
            for (auto it = v->begin(); it != v->end(); ++it)
                stack.push_back(&*it);
            break;
        case Json::arrayValue:
            counts.arrays++;
            for (Json::ArrayIndex i = 0; i < v->size(); i++)
                stack.push_back(&(*v)[i]);
            break;
        case Json::stringValue:
            counts.strings++;
            counts.string_bytes += v->asString().size();
            break;
        case Json::intValue:
        case Json::uintValue:
        case Json::realValue:
            counts.numbers++;
            counts.sum += v->asDouble();
            break;
        default:
            counts.others++;
        }
    }
}

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: json_parse FILE [REPEAT]\n");
        return 2;
    }
    int repeat = argc > 2 ? std::atoi(argv[2]) : 1;
    std::ifstream in(argv[1], std::ios::binary);
    if (!in) {
        std::perror(argv[1]);
        return 1;
    }
    std::stringstream text;
    text << in.rdbuf();
    const std::string doc = text.str();
    Json::CharReaderBuilder builder;
    std::unique_ptr<Json::CharReader> reader(builder.newCharReader());
    Counts counts;
    for (int r = 0; r < repeat; r++) {
        Json::Value root;
        std::string errors;
        if (!reader->parse(doc.data(), doc.data() + doc.size(), &root, &errors)) {
            std::fprintf(stderr, "%s: %s\n", argv[1], errors.c_str());
            return 1;
        }
        counts = Counts();
        walk(root, counts);
    }
    std::printf("objects %lu arrays %lu strings %lu string bytes %lu numbers %lu others %lu sum %.6f\n", counts.objects,
                counts.arrays, counts.strings, counts.string_bytes, counts.numbers, counts.others, counts.sum);
    return 0;
}
